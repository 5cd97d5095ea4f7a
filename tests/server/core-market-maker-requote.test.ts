import { describe, expect, test } from 'vitest';
import { MARKET_MAKER } from '../../server/core/accounts.ts';
import { ExchangeCore } from '../../server/core/exchange-core.ts';
import { BTC, BTC_MARK, CoreDriver, order, quoteAt, replay } from './support/core-driver.ts';

const TRADER = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

/** The book levels a command changed: the market maker's quotes are not told as orders. */
const houseOrders = (result: { events: readonly { type: string }[] }) =>
  result.events.filter((e) => e.type === 'level').length;

describe("the market maker's requote on a tick", () => {
  test('sends nothing when the ladder it wants is the one resting, and requotes after a fill', () => {
    const driver = new CoreDriver();
    const first = driver.tick([quoteAt(BTC, BTC_MARK)]);
    expect(houseOrders(first)).toBeGreaterThan(0);
    const again = driver.tick([quoteAt(BTC, BTC_MARK)]);
    expect(houseOrders(again)).toBe(0);
    expect(driver.core.openOrders(MARKET_MAKER).length).toBeGreaterThan(0);

    // A trader takes the inner ask: the ladder is no longer what was placed, so it is placed again.
    driver.deposit(TRADER, 500_000);
    expect(driver.answer(order(TRADER, BTC, 'BUY', 1, 10)).kind).toBe('order');
    const after = driver.tick([quoteAt(BTC, BTC_MARK)]);
    expect(houseOrders(after)).toBeGreaterThan(0);
    expect(houseOrders(driver.tick([quoteAt(BTC, BTC_MARK)]))).toBe(0);

    // A moved market moves the ladder.
    expect(houseOrders(driver.tick([quoteAt(BTC, BTC_MARK + 500)]))).toBeGreaterThan(0);
  });

  test('ends in the same state whether the cache was there or not (a replay from a snapshot)', () => {
    const driver = new CoreDriver();
    driver.tick([quoteAt(BTC, BTC_MARK)]);
    driver.deposit(TRADER, 500_000);
    const middle = driver.entries.length;
    const snapshot = driver.core.snapshot();
    for (let i = 0; i < 20; i += 1) {
      driver.tick([quoteAt(BTC, BTC_MARK + (i % 3) * 100)]);
      driver.tick([quoteAt(BTC, BTC_MARK + (i % 3) * 100)]);
      if (i % 4 === 0) driver.run(order(TRADER, BTC, i % 8 === 0 ? 'BUY' : 'SELL', 1, 10));
    }
    // The restored core has no cache: its first ticks requote in full, and must end the same.
    const restored = ExchangeCore.restore(snapshot);
    replay(restored, driver.entries.slice(middle));
    expect(restored.snapshot()).toEqual(driver.core.snapshot());
  });
});
