import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_WINDOW_MS,
  pruneIdempotencyKeys,
} from '../../server/modules/funds/idempotency-prune.ts';
import { login, signUp, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { ManualClock } from './support/manual-clock.ts';
import { testServerForSuite } from './support/test-server.ts';

// #24: idempotency records are pruned after their window, and a late repeat still moves no money.
describe('idempotency key pruning', () => {
  const clock = new ManualClock();
  const server = testServerForSuite({ clock });

  const keysOf = async (userId: string) =>
    (
      await server.query<{ key: string }>(
        'select key from funds_idempotency where user_id = $1 order by key',
        [userId],
      )
    ).rows.map((row) => row.key);

  it('keeps the answers inside the window, deletes those past it, and a late repeat is still once', async () => {
    const email = uniqueEmail('prune');
    const userId = await signUp(server, email);
    const deposit = async (key: string) => {
      const { token } = await login(server, email);
      return call(server.url, 'POST', '/funds/addFunds', {
        token,
        body: { userId, amount: 100 },
        headers: { 'Idempotency-Key': key },
      });
    };
    const old = await deposit('old');
    expect(old.status).toBe(201);
    clock.advance(IDEMPOTENCY_WINDOW_MS - 60 * 60 * 1000);
    expect((await deposit('recent')).status).toBe(201);
    expect(await keysOf(userId)).toEqual(['old', 'recent']);

    clock.advance(2 * 60 * 60 * 1000);
    expect(await pruneIdempotencyKeys(server.database.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await keysOf(userId)).toEqual(['recent']);

    // The exchange core still knows the key: the repeat answers the first deposit, moving nothing.
    const repeat = await deposit('old');
    expect(repeat.status).toBeLessThan(300);
    const { token } = await login(server, email);
    const funds = await call(server.url, 'GET', `/funds/getfunds?userId=${userId}`, { token });
    expect((funds.json as { data: { availableFunds: number }[] }).data[0]?.availableFunds).toBe(
      200,
    );
  }, 60_000);
});
