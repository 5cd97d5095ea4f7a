import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthServer, api, login, startAuthServer } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import {
  ACCOUNT_NAME,
  aadhaarOtp,
  type KycTrader,
  kycCalls,
  kycTrader,
  sentAadhaarOtp,
  verifyAadhaar,
  yearsAgo,
} from './support/kyc-flow.ts';
import { randomAadhaar, validAadhaar } from './support/verhoeff-reference.ts';

const messageOf = (json: unknown) => (json as { message: string }).message;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('KYC calls', () => {
  let server: AuthServer;
  let calls: ReturnType<typeof kycCalls>;
  beforeAll(async () => {
    server = await startAuthServer();
    calls = kycCalls(server);
  });
  afterAll(() => server.close());

  const adult = () => yearsAgo(server.clock.now(), 30);

  describe('KYC session', () => {
    it('needs a signed-in trader and answers a short-lived accessToken', async () => {
      const anonymous = await call(server.url, 'POST', api('/auth/authenticate-kyc'));
      expect(anonymous.status).toBe(401);
      const t = await kycTrader(server);
      expect(t.kycToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    });

    it('refuses a KYC accessToken presented by another trader', async () => {
      const owner = await kycTrader(server, 'owner');
      const thief = await kycTrader(server, 'thief');
      const stolen = { ...thief, kycToken: owner.kycToken };
      const result = await calls.sendOtp(stolen, randomAadhaar());
      expect(result.status).toBe(403);
      expect(messageOf(result.json)).toBe('This KYC session belongs to another account.');
      const bank = await calls.verifyBank(stolen, 'SBIN0001234', '123456789012');
      expect(bank.status).toBe(403);
    });

    it('refuses the KYC calls without the bearer, and a KYC session past its 15 minutes', async () => {
      const t = await kycTrader(server);
      const noBearer = await calls.sendOtp({ ...t, token: '' }, randomAadhaar());
      expect(noBearer.status).toBe(401);
      server.clock.advance(15 * 60_000);
      // The login token lasts 15 minutes too: a new login, the old KYC session.
      const { token } = await login(server, t.email);
      const late = await calls.sendOtp({ ...t, token }, randomAadhaar());
      expect(late.status).toBe(403);
      expect(messageOf(late.json)).toMatch(/expired/);
    });
  });

  describe('Aadhaar', () => {
    it.each([
      ['11 digits', (n: string) => n.slice(0, 11), 'Please enter your 12-digit Aadhaar number.'],
      ['13 digits', (n: string) => `${n}0`, 'Please enter your 12-digit Aadhaar number.'],
      [
        'a letter',
        (n: string) => `${n.slice(0, 11)}x`,
        'Please enter your 12-digit Aadhaar number.',
      ],
      [
        'a wrong check digit',
        (n: string) => `${n.slice(0, 11)}${(Number(n[11]) + 3) % 10}`,
        'This Aadhaar number is not valid. Please check it for typos.',
      ],
    ])('refuses %s', async (_label, change, message) => {
      const t = await kycTrader(server);
      const result = await calls.sendOtp(t, change(randomAadhaar()));
      expect(result.status).toBe(400);
      expect(messageOf(result.json)).toBe(message);
    });

    it.each(['0', '1'])(
      'refuses a number starting with %s even with a valid check digit',
      async (first) => {
        const t = await kycTrader(server);
        const result = await calls.sendOtp(t, validAadhaar(`${first}2345678901`));
        expect(result.status).toBe(400);
        expect(messageOf(result.json)).toBe('An Aadhaar number never starts with 0 or 1.');
      },
    );

    it('mails a 6-digit OTP to the account email, without the full number, and verifies it once', async () => {
      const t = await kycTrader(server);
      const aadhaar = randomAadhaar();
      const grouped = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
      const { referenceId, code } = await sentAadhaarOtp(server, t, grouped);
      const mail = await call(
        server.url,
        'GET',
        api(`/dev/mailbox?to=${encodeURIComponent(t.email)}`),
      );
      expect(mail.text).not.toContain(aadhaar);
      expect(mail.text).toContain(aadhaar.slice(-4));
      expect((await calls.status(t)).json).toMatchObject({
        data: { status: 'in_progress', aadhaar: { state: 'otp_sent' } },
      });

      const ok = await calls.verifyOtp(t, referenceId, code, aadhaar);
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({
        data: { aadhaar: { state: 'verified', masked: `XXXX XXXX ${aadhaar.slice(-4)}` } },
      });
      expect(JSON.stringify(ok.json)).not.toContain(aadhaar);
      const again = await calls.verifyOtp(t, referenceId, code, aadhaar);
      expect(again.status).toBe(400);
      expect(messageOf(again.json)).toMatch(/expired or was never requested/);
    });

    it('expires the OTP after 10 minutes', async () => {
      const t = await kycTrader(server);
      const aadhaar = randomAadhaar();
      const { referenceId, code } = await sentAadhaarOtp(server, t, aadhaar);
      server.clock.advance(10 * 60_000 - 1);
      const lastMoment = await calls.verifyOtp(t, referenceId, otherCode(code), aadhaar);
      expect(lastMoment.status).toBe(400);
      expect(messageOf(lastMoment.json)).toMatch(/4 tries left/);
      server.clock.advance(1);
      const late = await calls.verifyOtp(t, referenceId, code, aadhaar);
      expect(late.status).toBe(400);
      expect(messageOf(late.json)).toMatch(/expired/);
    });

    it('allows 5 wrong tries, then refuses even the right code', async () => {
      const t = await kycTrader(server);
      const aadhaar = randomAadhaar();
      const { referenceId, code } = await sentAadhaarOtp(server, t, aadhaar);
      const answers: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push((await calls.verifyOtp(t, referenceId, otherCode(code), aadhaar)).status);
      }
      expect(answers).toEqual([400, 400, 400, 400, 429]);
      const right = await calls.verifyOtp(t, referenceId, code, aadhaar);
      expect(right.status).toBe(429);
      expect(messageOf(right.json)).toBe('Too many incorrect codes. Please request a new code.');
    });

    it('refuses the code for another Aadhaar number, another trader or a malformed code', async () => {
      const t = await kycTrader(server);
      const other = await kycTrader(server);
      const aadhaar = randomAadhaar();
      const { referenceId, code } = await sentAadhaarOtp(server, t, aadhaar);
      expect((await calls.verifyOtp(t, referenceId, code, randomAadhaar())).status).toBe(400);
      expect((await calls.verifyOtp(other, referenceId, code, aadhaar)).status).toBe(400);
      const short = await calls.verifyOtp(t, referenceId, code.slice(0, 5), aadhaar);
      expect(messageOf(short.json)).toBe('Please enter the 6-digit code.');
      expect((await calls.verifyOtp(t, referenceId, code, aadhaar)).status).toBe(200);
    });

    it('waits 30 s between codes, and a new code replaces the old one', async () => {
      const t = await kycTrader(server);
      const aadhaar = randomAadhaar();
      const first = await calls.sendOtp(t, aadhaar);
      const firstRef = (first.json as { data: { reference_id: string } }).data.reference_id;
      const firstCode = await aadhaarOtp(server, t.email);
      server.clock.advance(20_000);
      const early = await calls.sendOtp(t, aadhaar);
      expect(early.status).toBe(429);
      expect(early.headers['retry-after']).toBe('10');
      server.clock.advance(10_000);
      const second = await calls.sendOtp(t, aadhaar);
      expect(second.status).toBe(200);
      expect((await calls.verifyOtp(t, firstRef, firstCode, aadhaar)).status).toBe(400);
    });

    it('lets only one of two traders verifying the same number at once succeed', async () => {
      const aadhaar = randomAadhaar();
      const traders = [await kycTrader(server), await kycTrader(server)];
      const pending = [];
      for (const t of traders) {
        pending.push({ t, ...(await sentAadhaarOtp(server, t, aadhaar)) });
      }
      const answers = await Promise.all(
        pending.map(({ t, referenceId, code }) => calls.verifyOtp(t, referenceId, code, aadhaar)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    });

    it('sends at most 6 codes an hour to one trader', async () => {
      const t = await kycTrader(server);
      const answers: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        answers.push((await calls.sendOtp(t, randomAadhaar())).status);
        server.clock.advance(30_000);
      }
      expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
    });

    it('lets one Aadhaar number verify one account only', async () => {
      const aadhaar = randomAadhaar();
      const first = await kycTrader(server);
      await verifyAadhaar(server, first, aadhaar);
      const second = await kycTrader(server);
      const result = await calls.sendOtp(second, aadhaar);
      expect(result.status).toBe(409);
      const again = await calls.sendOtp(first, aadhaar);
      expect(messageOf(again.json)).toBe('Your Aadhaar is already verified.');
    });
  });

  describe('PAN', () => {
    let panCounter = 1000;
    const freshPan = () =>
      `ABCP${String.fromCharCode(65 + (panCounter % 26))}${String(panCounter++).padStart(4, '0')}K`;
    const withAadhaar = async () => {
      const t = await kycTrader(server);
      await verifyAadhaar(server, t, randomAadhaar());
      return t;
    };

    it('needs the Aadhaar verified first', async () => {
      const t = await kycTrader(server);
      const result = await calls.verifyPan(t, freshPan(), ACCOUNT_NAME, adult());
      expect(result.status).toBe(409);
    });

    it.each([
      [
        'ABCP1234F',
        'Please enter a valid PAN: five letters, four digits and a letter (e.g. ABCPE1234F).',
      ],
      [
        'ABCPE12345',
        'Please enter a valid PAN: five letters, four digits and a letter (e.g. ABCPE1234F).',
      ],
      ['ABCCE1234F', 'This PAN does not belong to an individual (its fourth letter must be P).'],
    ])('refuses the PAN %s', async (pan, message) => {
      const t = await withAadhaar();
      const result = await calls.verifyPan(t, pan, ACCOUNT_NAME, adult());
      expect(result.status).toBe(400);
      expect(messageOf(result.json)).toBe(message);
    });

    it('refuses a name other than the account name, ignoring case and spacing', async () => {
      const t = await withAadhaar();
      const wrong = await calls.verifyPan(t, freshPan(), 'Test Traders', adult());
      expect(wrong.status).toBe(422);
      expect((await calls.status(t)).json).toMatchObject({ data: { status: 'rejected' } });
      const spaced = await calls.verifyPan(t, freshPan(), '  test   TRADER ', adult());
      expect(spaced.status).toBe(200);
      expect(spaced.json).toMatchObject({
        data: { status: 'verified', pan: { state: 'verified' } },
      });
    });

    it('needs the holder to be 18 on the day, refusing a day younger', async () => {
      const young = await withAadhaar();
      const minor = await calls.verifyPan(
        young,
        freshPan(),
        ACCOUNT_NAME,
        yearsAgo(server.clock.now(), 18, 1),
      );
      expect(minor.status).toBe(422);
      expect(messageOf(minor.json)).toBe('You must be at least 18 years old to open an account.');
      const birthday = await calls.verifyPan(
        young,
        freshPan(),
        ACCOUNT_NAME,
        yearsAgo(server.clock.now(), 18),
      );
      expect(birthday.status).toBe(200);
      const t = await withAadhaar();
      const bad = await calls.verifyPan(t, freshPan(), ACCOUNT_NAME, '1990-02-30');
      expect(messageOf(bad.json)).toBe('Please enter your date of birth.');
    });

    it('answers the sandbox PAN that does not exist with a vendor-style refusal; KYC is rejected', async () => {
      const t = await withAadhaar();
      const result = await calls.verifyPan(t, 'ZZZPZ9999Z', ACCOUNT_NAME, adult());
      expect(result.status).toBe(422);
      expect(messageOf(result.json)).toBe(
        'This PAN does not exist in the Income Tax Department records. Please check it.',
      );
      expect((await calls.status(t)).json).toMatchObject({
        data: { status: 'rejected', pan: { state: 'failed', failure: messageOf(result.json) } },
      });
    });

    it('masks the PAN in every answer after verification', async () => {
      const t = await withAadhaar();
      const pan = freshPan();
      const result = await calls.verifyPan(t, pan.toLowerCase(), ACCOUNT_NAME, adult());
      expect(result.status).toBe(200);
      const masked = `${pan.slice(0, 2)}XXXXXX${pan.slice(-2)}`;
      expect(result.json).toMatchObject({ data: { pan: { masked, name: ACCOUNT_NAME } } });
      for (const answer of [
        result,
        await calls.status(t),
        await call(server.url, 'GET', api('/profile'), { token: t.token }),
      ]) {
        expect(answer.text).not.toContain(pan);
        expect(answer.text).toContain(masked);
      }
      const again = await calls.verifyPan(t, pan, ACCOUNT_NAME, adult());
      expect(again.status).toBe(409);
      const other = await withAadhaar();
      expect((await calls.verifyPan(other, pan, ACCOUNT_NAME, adult())).status).toBe(409);
    });
  });

  describe('bank account', () => {
    let verified: KycTrader;
    beforeAll(async () => {
      verified = await kycTrader(server);
      await verifyAadhaar(server, verified, randomAadhaar());
      const pan = await calls.verifyPan(
        verified,
        'AAAPB4321Q',
        ACCOUNT_NAME,
        yearsAgo(server.clock.now(), 25),
      );
      expect(pan.status).toBe(200);
    });

    it('needs verified KYC first', async () => {
      const t = await kycTrader(server);
      const result = await calls.verifyBank(t, 'SBIN0001234', '123456789012');
      expect(result.status).toBe(409);
    });

    it.each([
      [
        'SBIN1001234',
        '123456789012',
        'Please enter a valid IFSC: four letters, a zero and six letters or digits.',
      ],
      [
        'SBI00001234',
        '123456789012',
        'Please enter a valid IFSC: four letters, a zero and six letters or digits.',
      ],
      [
        'SBIN000123',
        '123456789012',
        'Please enter a valid IFSC: four letters, a zero and six letters or digits.',
      ],
      ['SBIN0001234', '12345678', 'Please enter a bank account number of 9 to 18 digits.'],
      [
        'SBIN0001234',
        '1234567890123456789',
        'Please enter a bank account number of 9 to 18 digits.',
      ],
      ['SBIN0001234', '12345678901a', 'Please enter a bank account number of 9 to 18 digits.'],
    ])('refuses IFSC %s with account %s', async (ifsc, account, message) => {
      const result = await calls.verifyBank(verified, ifsc, account);
      expect(result.status).toBe(400);
      expect(messageOf(result.json)).toBe(message);
    });

    it('checks at most 10 bank accounts an hour for one trader', async () => {
      const t = await kycTrader(server);
      await verifyAadhaar(server, t, randomAadhaar());
      expect(
        (await calls.verifyPan(t, 'AAAPL1010L', ACCOUNT_NAME, yearsAgo(server.clock.now(), 25)))
          .status,
      ).toBe(200);
      const answers: number[] = [];
      answers.push((await calls.verifyBank(t, 'SBIN0001234', '12345678900')).status);
      // Each later account replaces a verified one: the password is confirmed first.
      for (let i = 1; i < 11; i += 1) {
        answers.push((await calls.changeBank(t, 'SBIN0001234', `1234567890${i}`)).status);
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(answers[10]).toBe(429);
    });

    it('answers the sandbox closed account with a vendor-style refusal', async () => {
      const result = await calls.verifyBank(verified, 'HDFC0000001', '000000000000');
      expect(result.status).toBe(422);
      expect(messageOf(result.json)).toBe(
        'This bank account is closed. Please add an active account in your name.',
      );
      expect((await calls.status(verified)).json).toMatchObject({
        data: { bank: { state: 'failed' } },
      });
    });

    it('verifies an open account (9 and 18 digits) and shows it masked', async () => {
      expect((await calls.verifyBank(verified, 'sbin0001234', '123456789')).status).toBe(200);
      const result = await calls.changeBank(verified, 'HDFC0AB1234', '987654321098765432');
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        data: {
          bank: { state: 'verified', ifsc: 'HDFC0AB1234', masked: 'XXXXXXXX5432', failure: null },
        },
      });
      expect(result.text).not.toContain('987654321098765432');
    });
  });

  describe('withdrawal eligibility gate', () => {
    it('is ok only with verified KYC and a verified bank account', async () => {
      const t = await kycTrader(server);
      const me = await call(server.url, 'GET', api('/auth/me'), { token: t.token });
      const userId = (me.json as { user: { userId: string } }).user.userId;
      const gate = () => server.app.gates.withdrawalEligibility(userId);
      expect(await gate()).toEqual({ ok: false, missing: ['kyc', 'bank'] });
      await verifyAadhaar(server, t, randomAadhaar());
      expect(await gate()).toEqual({ ok: false, missing: ['kyc', 'bank'] });
      await calls.verifyPan(t, 'AAAPG7777H', ACCOUNT_NAME, adult());
      expect(await gate()).toEqual({ ok: false, missing: ['bank'] });
      await calls.verifyBank(t, 'ICIC0001111', '555566667777');
      expect(await gate()).toEqual({
        ok: true,
        bank: { ifsc: 'ICIC0001111', accountLast4: '7777', changedAt: null },
      });
    });
  });
});
