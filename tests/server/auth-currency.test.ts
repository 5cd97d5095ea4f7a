import { beforeAll, describe, expect, it } from 'vitest';
import { api, authServerForSuite, login, signedUpSession } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

// PATCH /auth/update-currency: bearer required; the bearer's account must own the email.
describe('currency preference', () => {
  const server = authServerForSuite();
  let email: string;
  let token: string;
  let otherEmail: string;

  beforeAll(async () => {
    ({ email, token } = await signedUpSession(server, 'currency'));
    otherEmail = (await signedUpSession(server, 'victim')).email;
  });

  const patch = (body: unknown, bearer?: string) =>
    call(server.url, 'PATCH', api('/auth/update-currency'), {
      body,
      ...(bearer === undefined ? {} : { token: bearer }),
    });

  it('saves the currency of the signed-in trader; login and /me show it', async () => {
    const result = await patch({ email: email.toUpperCase(), currency: 'INR' }, token);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ message: 'Currency preference updated.', currency: 'INR' });
    expect((await login(server, email)).body.user.currency).toBe('INR');
    const me = await call(server.url, 'GET', api('/auth/me'), { token });
    expect(me.json).toMatchObject({ user: { currency: 'INR' } });
  });

  it("answers 403 for another account's email and leaves it unchanged", async () => {
    const result = await patch({ email: otherEmail, currency: 'INR' }, token);
    expect(result.status).toBe(403);
    expect(result.json).toEqual({
      message: 'You can only change the settings of your own account.',
    });
    expect((await login(server, otherEmail)).body.user.currency).toBe('USD');
  });

  it('answers 401 without a bearer token and 400 for a currency other than USD or INR', async () => {
    expect((await patch({ email, currency: 'USD' })).status).toBe(401);
    const bad = await patch({ email, currency: 'EUR' }, token);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ detail: 'The currency must be USD or INR.' });
  });
});
