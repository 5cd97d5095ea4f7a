import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../src/contracts/consent.ts';
import { api, STRONG_PASSWORD, uniqueEmail, verifyEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const consent = { terms: true, riskDisclosure: true, version: CONSENT_VERSION };

// Sign-up's consent to the Terms and the Risk Disclosure (issue 25), through HTTP, on the
// embedded PGlite and on PostgreSQL.
describe.each(['pglite', 'postgres'] as const)('sign-up consent on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database === 'postgres' ? { database: 'postgres' } : {});
  });
  afterAll(() => server.close());

  const signUp = async (email: string, extra: Record<string, unknown>) =>
    call(server.url, 'POST', api('/auth/user-signup/manual'), {
      body: {
        fullname: 'Meera Iyer',
        email,
        password: STRONG_PASSWORD,
        verificationToken: await verifyEmail(server, email),
        ...extra,
      },
    });
  const consentsOf = async (email: string) =>
    (
      await server.query<{ document: string; version: string; accepted_at: Date }>(
        `select c.document, c.version, c.accepted_at from signup_consent c
           join app_user u on u.id = c.user_id where u.email = $1 order by c.document`,
        [email],
      )
    ).rows;
  const accountExists = async (email: string) =>
    (await server.query('select 1 from app_user where email = $1', [email])).rows.length === 1;

  it('stores the terms and the risk disclosure accepted, with their version and the time', async () => {
    const email = uniqueEmail('consent');
    const before = Date.now();
    const created = await signUp(email, { consent });
    expect(created.status).toBe(201);
    const rows = await consentsOf(email);
    expect(rows.map((r) => [r.document, r.version])).toEqual([
      ['risk_disclosure', CONSENT_VERSION],
      ['terms', CONSENT_VERSION],
    ]);
    const after = Date.now();
    for (const row of rows) {
      const at = new Date(row.accepted_at).getTime();
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(after);
    }
  });

  it('refuses, in words and without an account, a sign-up that declines either document', async () => {
    for (const declined of [
      { ...consent, terms: false },
      { ...consent, riskDisclosure: false },
    ]) {
      const email = uniqueEmail('declined');
      const refused = await signUp(email, { consent: declined });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.json)).toContain(
        'Accept the Terms and Conditions and the Risk Disclosure to open an account',
      );
      expect(await accountExists(email)).toBe(false);
    }
  });

  it('refuses a consent to texts of another version, naming the current one', async () => {
    const email = uniqueEmail('outdated');
    const refused = await signUp(email, { consent: { ...consent, version: '2020-01-01' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain(`read version ${CONSENT_VERSION}`);
    expect(await accountExists(email)).toBe(false);
  });
});
