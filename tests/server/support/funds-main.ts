/**
 * The exchange as `server/main.ts` starts it, except that every trader may withdraw (the KYC and
 * withdrawal-code gates are replaced, as the kyc and sec-2fa modules would fill them in), so the crash
 * test can kill a real process in the middle of deposits AND withdrawals.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { ensureInstallation, migrateToLatest, openDatabase } from '../../../server/db/index.ts';

const config = loadConfig();
const database = await openDatabase(config);
const app = buildApp({ config, database });
app.gates.withdrawalEligibility = async () => ({
  ok: true,
  bank: { ifsc: 'TEST0000001', accountLast4: '0001' },
});
// Every withdrawal waits for its code (issue 24); here the code is known, so the test can confirm.
app.gates.withdrawalCodes = {
  method: async () => 'email',
  issue: async () => 'email',
  check: async (_userId, _ref, code) => code === '000000',
};
await migrateToLatest(database.db);
await ensureInstallation(database.db);
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
app.log.info({ port }, 'Funds test exchange listening');
