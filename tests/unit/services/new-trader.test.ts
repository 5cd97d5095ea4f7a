import { describe, expect, it } from 'vitest';
import { rememberNewTrader, takeNewTrader } from '../../../src/services/new-trader.ts';
import type { KeyValueStore } from '../../../src/services/storage/key-value-store.ts';

const memory = (): KeyValueStore & { entries: Map<string, string> } => {
  const entries = new Map<string, string>();
  return {
    entries,
    read: (key) => entries.get(key) ?? null,
    write: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
};

describe('the new trader mark (issue 25: a new trader starts in rupees)', () => {
  it('is taken once, by the first login of the account this browser opened', () => {
    const local = memory();
    rememberNewTrader(local, ' Meera@Example.com ');
    expect(takeNewTrader(local, 'someone@example.com')).toBe(false);
    expect(takeNewTrader(local, 'meera@example.com')).toBe(true);
    expect(takeNewTrader(local, 'meera@example.com')).toBe(false);
    expect(local.entries.size).toBe(0);
  });
});
