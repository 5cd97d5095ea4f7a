import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { api, authServerForSuite, signedUpSession } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

// The live-session memory behind every call's and every stream push's session check
// (server/modules/auth/live-session-cache.ts): a busy session never waits for the database, and
// what it relies on is never older than a second.
const server = authServerForSuite();

/** The login-session family of a new account's only login. */
async function familyOf(session: { userId: string }): Promise<string> {
  const row = await server.app.db
    .selectFrom('refresh_token')
    .select('family_id')
    .where('user_id', '=', session.userId)
    .executeTakeFirstOrThrow();
  return row.family_id;
}

async function newSession(): Promise<string> {
  return familyOf(await signedUpSession(server, 'live'));
}

/** Holds the server's database (PGlite has one session) until `release` is called. */
function holdDatabase(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  let taken = () => {};
  const held = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  void server.app.db.transaction().execute(async (trx) => {
    await trx.selectFrom('refresh_token').select('id').limit(1).execute();
    taken();
    await done;
  });
  return { held, release };
}

describe('the live-session check', () => {
  it('answers a session in use from memory past its first second, while the database is busy', async () => {
    const familyId = await newSession();
    const first = performance.now();
    expect(await server.app.loginSessionIsLive(familyId)).toBe(true);
    // A call every 100 ms; from 0.9 s to 1.6 s the database is held (a long projection flush),
    // past the second that the first answer was good for. No call may wait for it.
    const slowest: number[] = [];
    let hold: { held: Promise<void>; release: () => void } | undefined;
    try {
      for (let i = 1; i <= 15; i++) {
        await sleep(first + i * 100 - performance.now());
        if (i === 9) {
          hold = holdDatabase();
          await hold.held;
        }
        const started = performance.now();
        const answer = await Promise.race([
          server.app.loginSessionIsLive(familyId),
          sleep(400).then(() => 'waited for the database' as const),
        ]);
        slowest.push(performance.now() - started);
        expect(answer).toBe(true);
      }
    } finally {
      hold?.release();
    }
    expect(Math.max(...slowest)).toBeLessThan(50);
  });

  it('refuses a session another writer revoked within a second, though it is in use', async () => {
    const familyId = await newSession();
    expect(await server.app.loginSessionIsLive(familyId)).toBe(true);
    // Revoked behind the server's back (a second server on the database): no in-process signal.
    await server.app.db
      .updateTable('refresh_token')
      .set({ revoked_at: new Date() })
      .where('family_id', '=', familyId)
      .execute();
    const revokedAt = performance.now();
    let live = true;
    while (live && performance.now() - revokedAt < 3_000) {
      live = await server.app.loginSessionIsLive(familyId);
      if (live) await sleep(20);
    }
    expect(live).toBe(false);
    expect(performance.now() - revokedAt).toBeLessThan(1_100);
  });

  it('refuses a session logged out in this process from the very next check', async () => {
    const session = await signedUpSession(server, 'logout-now');
    const familyId = await familyOf(session);
    for (let i = 0; i < 4; i++) {
      expect(await server.app.loginSessionIsLive(familyId)).toBe(true);
      await sleep(100);
    }
    const out = await call(server.url, 'POST', api('/auth/logout'), {
      body: {},
      token: session.token,
      cookie: session.cookie,
    });
    expect(out.status).toBe(200);
    expect(await server.app.loginSessionIsLive(familyId)).toBe(false);
  });
});
