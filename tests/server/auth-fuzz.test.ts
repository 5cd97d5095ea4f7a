import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, authServerForSuite, signedUpSession } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['POST', '/auth/send-email-verify'],
  ['POST', '/auth/verify-email-otp'],
  ['POST', '/auth/user-signup/manual'],
  ['POST', '/auth/user-login/manual'],
  ['POST', '/auth/user-login/refreshAccessToken'],
  ['POST', '/auth/logout'],
  ['PATCH', '/auth/update-currency'],
  ['POST', '/auth/send-email-verify-forgotPass'],
  ['POST', '/auth/reset-password'],
  ['GET', '/auth/me'],
];

const FIELDS = [
  'email',
  'otp',
  'fullname',
  'password',
  'new_password',
  'currency',
  'referral_code',
  'phone_number',
] as const;

/** Values that look right, look almost right, or are of the wrong type altogether. */
const fieldValue = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(fc.string({ unit: 'binary', minLength: 1 }), fc.domain())
    .map(([local, domain]) => `${local}@${domain}`),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('USD', 'INR', 'EUR', '123456', 'Sunny@Day42', 'a\u0000@b.co', '', ' '),
  fc.anything(),
);

/** Raw request bodies: arbitrary JSON, objects with the routes' own keys, and non-JSON text. */
const body = fc.oneof(
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.constantFrom(...FIELDS), fieldValue)
    .map((value) => JSON.stringify(value) ?? '{}'),
  fc.string({ unit: 'binary' }),
  fc.constant(''),
);

// Whatever the body, no auth route answers 5xx.
describe('auth routes under arbitrary bodies', () => {
  const server = authServerForSuite();
  let token: string;
  let cookie: string;
  beforeAll(async () => {
    ({ token, cookie } = await signedUpSession(server, 'fuzz'));
  });

  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        body,
        fc.boolean(),
        fc.integer({ min: 2, max: 254 }),
        async ([method, path], raw, signedIn, host) => {
          const result = await call(server.url, method, api(path), {
            ...(method === 'GET' ? {} : { raw }),
            ...(signedIn ? { token, cookie } : {}),
            from: `127.0.1.${host}`,
          });
          expect(result.status, `${method} ${path} ${raw} -> ${result.text}`).toBeLessThan(500);
          expect(result.json).toMatchObject({});
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers 400, not 500, to control characters PostgreSQL cannot store', async () => {
    const nul = 'a\u0000@b.co';
    for (const [path, payload] of [
      ['/auth/send-email-verify', { email: nul }],
      ['/auth/user-login/manual', { email: nul, password: 'Sunny@Day42' }],
      ['/auth/send-email-verify-forgotPass', { email: nul }],
      [
        '/auth/user-signup/manual',
        { email: 'ok@b.co', password: 'Sunny@Day42', fullname: 'a\u0000' },
      ],
      [
        '/auth/user-signup/manual',
        { email: 'ok@b.co', password: 'Sunny@Day42', fullname: 'A', referral_code: '\u0000' },
      ],
    ] as const) {
      const result = await call(server.url, 'POST', api(path), { body: payload });
      expect(result.status, path).toBe(400);
    }
    const mailbox = await call(server.url, 'GET', api('/dev/mailbox?to=a%00b'));
    expect(mailbox.status).toBe(400);
  });

  it('never answers 5xx to arbitrary mailbox queries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), async (to) => {
        const result = await call(
          server.url,
          'GET',
          api(`/dev/mailbox?to=${encodeURIComponent(to)}`),
        );
        expect(result.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
