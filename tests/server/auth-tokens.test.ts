import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  authServerForSuite,
  login,
  signedUpSession,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// Access tokens: HS256 JWTs with the user id; anything expired, forged or tampered gets 401.
describe('access tokens', () => {
  const server = authServerForSuite({ JWT_SECRET: SECRET, ACCESS_TOKEN_TTL_S: '60' });
  let token: string;
  let userId: string;
  let otherUserId: string;
  let email: string;

  beforeAll(async () => {
    ({ email, userId, token } = await signedUpSession(server, 'tokens'));
    otherUserId = await signUp(server, uniqueEmail('other'));
  });

  const me = (bearer: string | undefined, headers: Record<string, string> = {}) =>
    call(server.url, 'GET', api('/auth/me'), {
      headers,
      ...(bearer === undefined ? {} : { token: bearer }),
    });

  it('signs with JWT_SECRET: sub is the user id, expiry ACCESS_TOKEN_TTL_S', async () => {
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      currentDate: new Date(server.clock.now()),
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(userId);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
    expect((await me(token)).status).toBe(200);
  });

  it('answers 401 with a clear message without a token or with another scheme', async () => {
    const none = await me(undefined);
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ message: 'Please log in to continue.' });
    expect((await me(undefined, { authorization: `Basic ${token}` })).status).toBe(401);
    expect((await me(undefined, { authorization: 'Bearer' })).status).toBe(401);
  });

  it('rejects forged, tampered, unsigned and malformed tokens with 401', async () => {
    const now = Math.floor(server.clock.now() / 1000);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('derivo')
      .setAudience('derivo-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const [header, , signature] = token.split('.');
    const claims = decodeJwt(token);
    const tampered = `${header}.${b64({ ...claims, sub: otherUserId })}.${signature}`;
    const extended = `${header}.${b64({ ...claims, exp: now + 86_400 })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    for (const bad of [
      forged,
      tampered,
      extended,
      unsigned,
      'abc.def.ghi',
      'garbage',
      `${token}x`,
    ]) {
      const result = await me(bad);
      expect(result.status, bad).toBe(401);
      expect(result.json).toEqual({ message: 'Your session has expired. Please log in again.' });
    }
  });

  it('rejects an expired token with 401 (the clock moved past its expiry)', async () => {
    const fresh = (await login(server, email)).token;
    server.clock.advance(59_000);
    expect((await me(fresh)).status).toBe(200);
    server.clock.advance(2_000);
    const expired = await me(fresh);
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ message: 'Your session has expired. Please log in again.' });
  });
});
