import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../server/modules/auth/demo-trader.ts';
import {
  api,
  authServerForSuite,
  mailbox,
  STRONG_PASSWORD,
  startAuthServer,
  uniqueEmail,
} from './support/auth-flow.ts';
import { startFakeSmtp } from './support/fake-smtp.ts';
import { call } from './support/http-client.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

// The mailer: the embedded outbox with its dev mailbox, and SMTP through nodemailer.
describe('dev mailbox (embedded outbox)', () => {
  const server = authServerForSuite();

  it('lists the mail to one address, newest first, with the OTP text', async () => {
    const email = uniqueEmail('box');
    const other = uniqueEmail('other');
    await call(server.url, 'POST', api('/auth/send-email-verify'), { body: { email } });
    await call(server.url, 'POST', api('/auth/send-email-verify'), { body: { email: other } });
    server.clock.advance(30_000);
    await call(server.url, 'POST', api('/auth/send-email-verify'), { body: { email } });

    const { messages } = await mailbox(server, email.toUpperCase());
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message).toEqual({
        id: expect.any(String),
        to: email,
        from: 'Derivo <no-reply@derivo.local>',
        subject: 'Your Derivo verification code',
        text: expect.stringMatching(/\n {4}\d{6}\n/),
        createdAt: expect.any(String),
      });
    }
    const [newest, oldest] = messages;
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThan(
      Date.parse(oldest?.createdAt ?? ''),
    );

    const all = await call(server.url, 'GET', api('/dev/mailbox'));
    const everyone = (all.json as { messages: Array<{ to: string }> }).messages;
    expect(everyone.map((message) => message.to)).toEqual([email, other, email]);
  });
});

describe('SMTP transport (SMTP_URL), in production', () => {
  it('sends the OTP mail through SMTP; no dev mailbox, no demo trader, Secure cookie', async () => {
    const smtp = await startFakeSmtp();
    const server = await startAuthServer({
      ...PRODUCTION_ENV,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Derivo Test <otp@derivo.test>',
      LOG_LEVEL: 'silent',
    });
    try {
      const email = uniqueEmail('smtp');
      const sent = await call(server.url, 'POST', api('/auth/send-email-verify'), {
        body: { email },
      });
      expect(sent.status).toBe(200);
      await smtp.waitFor(1);
      const raw = smtp.messages[0] ?? '';
      expect(raw).toMatch(/^From: Derivo Test <otp@derivo\.test>$/m);
      expect(raw).toContain(`To: ${email}`);
      const otp = raw.match(/^ {4}(\d{6})$/m)?.[1] ?? '';
      expect(otp).toMatch(/^\d{6}$/);

      expect((await call(server.url, 'GET', api('/dev/mailbox'))).status).toBe(404);

      const post = (path: string, body: unknown) => call(server.url, 'POST', api(path), { body });
      const verified = await post('/auth/verify-email-otp', { email, otp });
      expect(verified.status).toBe(200);
      const { verificationToken } = verified.json as { verificationToken: string };
      const created = await post('/auth/user-signup/manual', {
        fullname: 'Smtp User',
        email,
        password: STRONG_PASSWORD,
        verificationToken,
      });
      expect(created.status).toBe(201);
      const loggedIn = await post('/auth/user-login/manual', { email, password: STRONG_PASSWORD });
      expect(loggedIn.status).toBe(200);
      expect(loggedIn.setCookies.join()).toMatch(/derivo_refresh=[^;]+;.*Secure/);

      const demo = await post('/auth/user-login/manual', {
        email: DEMO_TRADER.email,
        password: DEMO_TRADER.password,
      });
      expect(demo.status).toBe(401);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe('SMTP transport behind a slow mail server', () => {
  it('answers forgot-password without waiting for the mail, while sign-up waits for it', async () => {
    const smtp = await startFakeSmtp({ holdAcks: true });
    const server = await startAuthServer({ SMTP_URL: smtp.url, LOG_LEVEL: 'silent' });
    try {
      const post = (path: string, body: unknown) => call(server.url, 'POST', api(path), { body });
      // The demo trader has an account: the reset mail goes out, but after the answer, so the
      // answer's timing is the same as for an address with no account (which gets no mail).
      const forgot = await post('/auth/send-email-verify-forgotPass', { email: DEMO_TRADER.email });
      expect(forgot.status).toBe(200);
      await smtp.waitFor(1);
      expect(smtp.messages[0]).toContain(`To: ${DEMO_TRADER.email}`);

      let settled = false;
      const signup = post('/auth/send-email-verify', { email: uniqueEmail('slow-smtp') }).finally(
        () => {
          settled = true;
        },
      );
      await smtp.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled).toBe(false);
      smtp.release();
      expect((await signup).status).toBe(200);
    } finally {
      smtp.release();
      await server.close();
      await smtp.close();
    }
  });
});
