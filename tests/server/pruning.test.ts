import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuthRows } from '../../server/modules/auth/prune.ts';
import { pruneOutbox } from '../../server/modules/mail/outbox.ts';
import {
  type AuthServer,
  login,
  mailbox,
  signUp,
  startAuthServer,
  uniqueEmail,
} from './support/auth-flow.ts';

const HOUR = 60 * 60 * 1000;
let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(async () => {
  await server?.close();
});

async function rowsOf(email: string) {
  const db = server.app.db;
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  const otps = await db.selectFrom('email_otp').select('id').where('email', '=', email).execute();
  const tokens = user
    ? await db.selectFrom('refresh_token').select('id').where('user_id', '=', user.id).execute()
    : [];
  return {
    otps: otps.length,
    refreshTokens: tokens.length,
    mails: (await mailbox(server, email)).messages.length,
  };
}

describe('pruning spent rows', () => {
  it('deletes codes and refresh tokens a day past expiry, mail after a week, and keeps the rest', async () => {
    const old = uniqueEmail('old');
    await signUp(server, old);
    await login(server, old);
    expect(await rowsOf(old)).toEqual({ otps: 1, refreshTokens: 1, mails: 1 });

    // A day and a bit later the code (10 min) and the refresh token (7 days) are not both spent.
    server.clock.advance(25 * HOUR);
    await pruneAuthRows(server.app.db, server.app.auth.refresh, server.clock.now());
    expect(await rowsOf(old)).toEqual({ otps: 0, refreshTokens: 1, mails: 1 });

    const recent = uniqueEmail('recent');
    await signUp(server, recent);
    await login(server, recent);

    // Past the old refresh token's expiry (7 days) by more than a day.
    server.clock.advance(7 * 24 * HOUR);
    const pruned = await pruneAuthRows(server.app.db, server.app.auth.refresh, server.clock.now());
    expect(pruned.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(await pruneOutbox(server.app.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(old)).toEqual({ otps: 0, refreshTokens: 0, mails: 0 });
    // The newer account's token expires a day later, so it is not a day past expiry yet.
    expect((await rowsOf(recent)).refreshTokens).toBe(1);
    // The account itself is never pruned.
    await login(server, old);
  });
});
