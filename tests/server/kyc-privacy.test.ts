import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneKycRows } from '../../server/modules/kyc/prune.ts';
import { api } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { ACCOUNT_NAME, kycCalls, kycTrader, verifyAadhaar, yearsAgo } from './support/kyc-flow.ts';
import { ManualClock } from './support/manual-clock.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { randomAadhaar } from './support/verhoeff-reference.ts';

// The Aadhaar Act's rule for storage outside a vault: never the full number, in logs or tables.
describe('KYC privacy', () => {
  const logs: string[] = [];
  let server: TestServer & { clock: ManualClock };
  beforeAll(async () => {
    const clock = new ManualClock();
    const started = await startTestServer({
      env: { LOG_LEVEL: 'trace' },
      clock,
      logStream: { write: (line) => logs.push(line) },
    });
    server = { ...started, clock };
  });
  afterAll(() => server.close());

  it('keeps no full Aadhaar, PAN or account number in the logs or any table', async () => {
    const aadhaar = randomAadhaar();
    const pan = 'QWEPR5678T';
    const account = '246813579024';
    const calls = kycCalls(server);
    const t = await kycTrader(server, 'privacy');
    // A failed try (wrong code) and a successful one both go through the logs.
    const wrong = await calls.sendOtp(
      t,
      `${aadhaar.slice(0, 11)}${(Number(aadhaar[11]) + 1) % 10}`,
    );
    expect(wrong.status).toBe(400);
    await verifyAadhaar(server, t, aadhaar);
    expect(
      (await calls.verifyPan(t, pan, ACCOUNT_NAME, yearsAgo(server.clock.now(), 40))).status,
    ).toBe(200);
    expect((await calls.verifyBank(t, 'UTIB0000123', account)).status).toBe(200);
    expect((await call(server.url, 'GET', api('/profile'), { token: t.token })).status).toBe(200);

    // The trace logs saw the requests (the login lines prove the log is captured).
    expect(logs.some((line) => line.includes('/auth/user-login/manual'))).toBe(true);
    const logText = logs.join('\n');
    expect(logText).not.toContain(aadhaar);
    expect(logText).not.toContain(aadhaar.slice(0, 11));
    expect(logText).not.toContain(pan);
    expect(logText).not.toContain(account);
    expect(logText).not.toContain(t.kycToken);

    const tables = await server.client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows.map((row) => row.table_name)).toContain('kyc_record');
    let everything = '';
    for (const { table_name } of tables.rows) {
      const rows = await server.client.query(
        `select row_to_json(t)::text as json from "${table_name}" t`,
      );
      everything += rows.rows.map((row) => (row as { json: string }).json).join('\n');
    }
    expect(everything).toContain(aadhaar.slice(-4));
    expect(everything).not.toContain(aadhaar);
    expect(everything).not.toContain(pan);
    expect(everything).not.toContain(account);
  });

  it('prunes KYC sessions and Aadhaar OTPs a day after they expire, not before', async () => {
    const t = await kycTrader(server, 'prune');
    expect((await kycCalls(server).sendOtp(t, randomAadhaar())).status).toBe(200);
    const count = async () => {
      const rows = await server.client.query<{ n: number }>(
        'select (select count(*) from kyc_session s join app_user u on u.id = s.user_id where u.email = $1)::int + (select count(*) from kyc_aadhaar_otp o join app_user u on u.id = o.user_id where u.email = $1)::int as n',
        [t.email],
      );
      return rows.rows[0]?.n;
    };
    expect(await count()).toBe(2);
    const now = server.clock.now();
    await pruneKycRows(server.app.db, now + 24 * 60 * 60_000);
    expect(await count()).toBe(2);
    await pruneKycRows(server.app.db, now + 15 * 60_000 + 24 * 60 * 60_000 + 1);
    expect(await count()).toBe(0);
  });
});
