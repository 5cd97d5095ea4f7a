import { Secret, TOTP } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import type { TwoFactorEnabled, TwoFactorEnrolment } from '../../src/contracts/two-factor.ts';
import {
  api,
  authServerForSuite,
  login,
  mailbox,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

// Issue 24: changing the email and making new recovery codes are behind a step-up, tried through
// HTTP as a thief holding a stolen bearer token would, and as the owner does.
describe('changing the email and new recovery codes, behind a step-up', () => {
  const server = authServerForSuite({ LOG_LEVEL: 'info' });

  const post = (path: string, token: string, body?: unknown, stepUp?: string) =>
    call(server.url, 'POST', api(path), {
      token,
      ...(body === undefined ? {} : { body }),
      ...(stepUp === undefined ? {} : { headers: { 'x-step-up': stepUp } }),
    });
  const stepUpWith = async (token: string, proof: { password?: string; code?: string }) => {
    const answer = await post('/auth/step-up', token, proof);
    expect(answer.status).toBe(200);
    return (answer.json as { stepUpToken: string }).stepUpToken;
  };
  const codeOf = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: server.clock.now() });
  /** The six digits of the newest mail to `email` with `subject`. */
  const mailedCode = async (email: string, subject: string) => {
    const mail = (await mailbox(server, email)).messages.find((m) => m.subject === subject);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code === undefined) throw new Error(`No "${subject}" mail to ${email}`);
    return code;
  };
  const CODE_SUBJECT = 'Confirm your new Derivo email';
  const CHANGED_SUBJECT = 'The email of your Derivo account was changed';

  async function trader(tag: string) {
    const email = uniqueEmail(tag);
    await signUp(server, email);
    const { token } = await login(server, email);
    return { email, token };
  }

  describe('changing the email', () => {
    it('refuses with the bearer alone (403 saying to confirm the password) and mails nothing', async () => {
      const { token } = await trader('email-bare');
      const thief = uniqueEmail('thief');
      const bare = await post('/auth/change-email', token, { newEmail: thief });
      expect(bare.status).toBe(403);
      expect((bare.json as { message: string }).message).toMatch(/confirm your password/i);
      const forged = await post('/auth/change-email', token, { newEmail: thief }, '9999999999.x');
      expect(forged.status).toBe(403);
      expect((await mailbox(server, thief)).messages).toHaveLength(0);
      expect(server.logs.some((line) => line.includes('"securityEvent":"stepup.missing"'))).toBe(
        true,
      );
    });

    it('mails a code to the new address; a wrong code changes nothing, the right one changes the email and tells the old address', async () => {
      const { email, token } = await trader('email-owner');
      const newEmail = uniqueEmail('email-new');
      const started = await post(
        '/auth/change-email',
        token,
        { newEmail: `  ${newEmail.toUpperCase()} ` },
        await stepUpWith(token, { password: STRONG_PASSWORD }),
      );
      expect(started.status).toBe(200);
      expect(started.json).toMatchObject({ newEmail, expiresIn: 600 });
      const code = await mailedCode(newEmail, CODE_SUBJECT);
      // Nothing goes to the old address until the change is made.
      expect((await mailbox(server, email)).messages.map((m) => m.subject)).not.toContain(
        CHANGED_SUBJECT,
      );

      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await post('/auth/change-email/confirm', token, { code: wrongCode });
      expect(wrong.status).toBe(400);
      expect((wrong.json as { message: string }).message).toMatch(/4 tries left/);
      const me = await call(server.url, 'GET', api('/auth/me'), { token });
      expect((me.json as { user: { email: string } }).user.email).toBe(email);

      const confirmed = await post('/auth/change-email/confirm', token, { code });
      expect(confirmed.status).toBe(200);
      expect(confirmed.json).toMatchObject({ email: newEmail });
      const after = await call(server.url, 'GET', api('/auth/me'), { token });
      expect((after.json as { user: { email: string } }).user.email).toBe(newEmail);
      // The code is single-use.
      expect((await post('/auth/change-email/confirm', token, { code })).status).toBe(400);

      // The old address is told (the new one only partly shown), and the new address signs in.
      const notice = await vi.waitFor(
        async () => {
          const found = (await mailbox(server, email)).messages.find(
            (m) => m.subject === CHANGED_SUBJECT,
          );
          if (found === undefined) throw new Error('no notice yet');
          return found;
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(notice.text).not.toContain(newEmail);
      expect(notice.text).toContain(`${newEmail[0]}***@example.com`);
      const oldLogin = await call(server.url, 'POST', api('/auth/user-login/manual'), {
        body: { email, password: STRONG_PASSWORD },
      });
      expect(oldLogin.status).toBe(401);
      await login(server, newEmail);
      const changedLine = server.logs.find((line) =>
        line.includes('"securityEvent":"email.changed"'),
      );
      expect(changedLine).toBeDefined();
      expect(changedLine).not.toContain(newEmail);
      expect(changedLine).not.toContain(code);
    });

    it('refuses an address another account has, in the words sign-up would use, and mails it nothing', async () => {
      const other = await trader('email-other');
      const { token } = await trader('email-taker');
      const taken = await post(
        '/auth/change-email',
        token,
        { newEmail: other.email },
        await stepUpWith(token, { password: STRONG_PASSWORD }),
      );
      expect(taken.status).toBe(409);
      expect((taken.json as { message: string }).message).toBe(
        'Another account already uses this email. Please choose a different one.',
      );
      const subjects = (await mailbox(server, other.email)).messages.map((m) => m.subject);
      expect(subjects).not.toContain(CODE_SUBJECT);
    });

    it('lets a code die after five wrong tries, and after ten minutes', async () => {
      const { email, token } = await trader('email-guess');
      const newEmail = uniqueEmail('email-guess-new');
      const stepUp = await stepUpWith(token, { password: STRONG_PASSWORD });
      expect((await post('/auth/change-email', token, { newEmail }, stepUp)).status).toBe(200);
      const code = await mailedCode(newEmail, CODE_SUBJECT);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await post('/auth/change-email/confirm', token, { code: wrongCode })).status,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      // Even the right code is refused now: guessing cannot go on.
      expect((await post('/auth/change-email/confirm', token, { code })).status).toBe(429);

      // A new request (after the 30 s resend wait) gives a new code; ten minutes later it is dead.
      server.clock.advance(31_000);
      const again = await stepUpWith(token, { password: STRONG_PASSWORD });
      expect((await post('/auth/change-email', token, { newEmail }, again)).status).toBe(200);
      const fresh = await mailedCode(newEmail, CODE_SUBJECT);
      server.clock.advance(10 * 60_000 + 1000);
      const { token: later } = await login(server, email);
      const late = await post('/auth/change-email/confirm', later, { code: fresh });
      expect(late.status).toBe(400);
      expect((late.json as { message: string }).message).toMatch(/expired/i);
      const me = await call(server.url, 'GET', api('/auth/me'), { token: later });
      expect((me.json as { user: { email: string } }).user.email).toBe(email);
    });

    it('ties a pending change to its trader: another trader cannot confirm it', async () => {
      const owner = await trader('email-tie');
      const other = await trader('email-tie-other');
      const newEmail = uniqueEmail('email-tie-new');
      const stepUp = await stepUpWith(owner.token, { password: STRONG_PASSWORD });
      expect((await post('/auth/change-email', owner.token, { newEmail }, stepUp)).status).toBe(
        200,
      );
      const code = await mailedCode(newEmail, CODE_SUBJECT);
      const stolen = await post('/auth/change-email/confirm', other.token, { code });
      expect(stolen.status).toBe(400);
      const me = await call(server.url, 'GET', api('/auth/me'), { token: other.token });
      expect((me.json as { user: { email: string } }).user.email).toBe(other.email);
    });
  });

  describe('new recovery codes', () => {
    async function withTwoFactor(tag: string) {
      const { email, token } = await trader(tag);
      const enrolled = await post(
        '/auth/two-factor/enrol',
        token,
        undefined,
        await stepUpWith(token, { password: STRONG_PASSWORD }),
      );
      expect(enrolled.status).toBe(200);
      const { secret } = enrolled.json as TwoFactorEnrolment;
      const confirmed = await post('/auth/two-factor/confirm', token, { code: codeOf(secret) });
      expect(confirmed.status).toBe(200);
      server.clock.advance(30_000);
      return { email, token, secret, codes: (confirmed.json as TwoFactorEnabled).recoveryCodes };
    }

    it('refuses with the bearer alone; after a step-up with the authenticator code gives ten new codes and voids the old ones', async () => {
      const { email, token, secret, codes: oldCodes } = await withTwoFactor('codes-owner');
      const bare = await post('/auth/two-factor/recovery-codes', token);
      expect(bare.status).toBe(403);
      expect((bare.json as { message: string }).message).toMatch(/confirm your password/i);
      // For a two-factor account the step-up is the authenticator's code, not the password.
      expect((await post('/auth/step-up', token, { password: STRONG_PASSWORD })).status).toBe(400);
      const stepUp = await stepUpWith(token, { code: codeOf(secret) });
      const renewed = await post('/auth/two-factor/recovery-codes', token, undefined, stepUp);
      expect(renewed.status).toBe(200);
      const { recoveryCodes } = renewed.json as TwoFactorEnabled;
      expect(new Set(recoveryCodes).size).toBe(10);
      expect(recoveryCodes.some((code) => oldCodes.includes(code))).toBe(false);
      const status = await call(server.url, 'GET', api('/auth/two-factor'), { token });
      expect(status.json).toEqual({ enabled: true, recoveryCodesLeft: 10 });

      // An old code no longer signs in; a new one does, once.
      const challenge = async () => {
        const answer = await call(server.url, 'POST', api('/auth/user-login/manual'), {
          body: { email, password: STRONG_PASSWORD },
        });
        return (answer.json as { challengeToken: string }).challengeToken;
      };
      const second = async (code: string) => {
        const challengeToken = await challenge();
        server.clock.advance(60_000); // past the sign-in slow-down a failed code starts
        return call(server.url, 'POST', api('/auth/user-login/two-factor'), {
          body: { challengeToken, code },
        });
      };
      expect((await second(oldCodes[0] as string)).status).toBe(401);
      const fresh = await second(recoveryCodes[0] as string);
      expect(fresh.status, fresh.text).toBe(200);
      expect((await second(recoveryCodes[0] as string)).status).toBe(401);
      await vi.waitFor(
        async () =>
          expect((await mailbox(server, email)).messages.map((m) => m.subject)).toContain(
            'New Derivo recovery codes were made',
          ),
        { timeout: 5_000, interval: 50 },
      );
      expect(
        server.logs.some((line) =>
          line.includes('"securityEvent":"twofactor.recovery-codes-renewed"'),
        ),
      ).toBe(true);
    });

    it('answers 409 for an account without two-factor sign-in, even after a step-up', async () => {
      const { token } = await trader('codes-off');
      const stepUp = await stepUpWith(token, { password: STRONG_PASSWORD });
      const none = await post('/auth/two-factor/recovery-codes', token, undefined, stepUp);
      expect(none.status).toBe(409);
    });
  });
});
