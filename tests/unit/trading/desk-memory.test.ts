import { describe, expect, it } from 'vitest';
import { DeskMemory } from '../../../server/modules/trading/desk-memory.ts';
import type { PositionRow } from '../../../server/modules/trading/fill-ledger.ts';

const row = (userId: string, symbol: string, lots: number): PositionRow => ({
  id: `${userId}-${symbol}`,
  user_id: userId,
  symbol,
  size_lots: lots,
  entry_price: 95_000,
  leverage: 10,
  realised_paise: 0n,
  opened_sign: Math.sign(lots),
  opened_at: null,
  stop_loss: null,
  take_profit: null,
});

describe('the desk memory', () => {
  it('keeps what it knows of positions while it is within its limit', () => {
    const memory = new DeskMemory(3);
    memory.setPosition('a', 'BTCUSDT-PERP', row('a', 'BTCUSDT-PERP', 2), 500n);
    memory.setPosition('b', 'BTCUSDT-PERP', row('b', 'BTCUSDT-PERP', -1), 300n);
    memory.trim();
    expect(memory.position('a', 'BTCUSDT-PERP')?.size_lots).toBe(2);
    expect(memory.margin('b', 'BTCUSDT-PERP')).toBe(300n);
  });

  it('stays bounded however many traders it sees: past its limit it forgets the positions', () => {
    const memory = new DeskMemory(3);
    for (const trader of ['a', 'b', 'c', 'd']) {
      memory.setPosition(trader, 'ETHUSDT-PERP', row(trader, 'ETHUSDT-PERP', 1), 100n);
    }
    memory.trim();
    for (const trader of ['a', 'b', 'c', 'd']) {
      expect(memory.position(trader, 'ETHUSDT-PERP')).toBeUndefined();
      expect(memory.margin(trader, 'ETHUSDT-PERP')).toBeUndefined();
    }
    // It goes on learning after it forgot.
    memory.setPosition('e', 'ETHUSDT-PERP', row('e', 'ETHUSDT-PERP', 1), 100n);
    expect(memory.position('e', 'ETHUSDT-PERP')?.size_lots).toBe(1);
  });
});
