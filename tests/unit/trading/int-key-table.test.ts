import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntKeyTable } from '../../../server/modules/trading/engine/int-key-table.ts';

type Step = { op: 'set' | 'delete' | 'get'; key: number };

/**
 * Keys as the engine sees them: order ids from a sequence, prices in ticks, strides of a quote
 * ladder, and ids past 2^32 (a database sequence has no upper bound below 2^53).
 */
const key = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 300 }) },
  fc.integer({ min: 1, max: 300 }).map((n) => n * 1024),
  fc.integer({ min: 999_900, max: 1_000_100 }),
  fc.integer({ min: 1, max: 200 }).map((n) => 2 ** 32 + n * 2 ** 20),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
);
const step: fc.Arbitrary<Step> = fc.record({
  op: fc.constantFrom('set', 'set', 'delete', 'get'),
  key,
});

describe('the engine’s integer-keyed table', () => {
  it('answers every lookup, insert and delete as a Map does, through growth and heavy deletion', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 100, maxLength: 1500, size: 'max' }), (steps) => {
        const table = new IntKeyTable<{ key: number; version: number }>(4);
        const model = new Map<number, { key: number; version: number }>();
        const mismatches: string[] = [];
        steps.forEach(({ op, key }, version) => {
          if (op === 'set') {
            const value = { key, version };
            table.set(key, value);
            model.set(key, value);
          } else if (op === 'delete') {
            if (table.delete(key) !== model.delete(key)) mismatches.push(`delete ${key}`);
          } else if (table.get(key) !== model.get(key)) {
            mismatches.push(`get ${key}`);
          }
          if (table.size !== model.size) mismatches.push(`size after ${op} ${key}`);
        });
        for (const [k, value] of model) if (table.get(k) !== value) mismatches.push(`lost ${k}`);
        expect(mismatches).toEqual([]);
        expect(new Set(table.values())).toEqual(new Set(model.values()));
      }),
      { numRuns: 200 },
    );
  });

  it('finds every one of many thousand live orders after most of them have come and gone', () => {
    const table = new IntKeyTable<number>();
    for (let id = 1; id <= 50_000; id++) table.set(id, id * 10);
    for (let id = 1; id <= 50_000; id++) if (id % 7 !== 0) table.delete(id);
    expect(table.size).toBe(Math.floor(50_000 / 7));
    const wrong: number[] = [];
    for (let id = 1; id <= 50_000; id++) {
      if (table.get(id) !== (id % 7 === 0 ? id * 10 : undefined)) wrong.push(id);
    }
    expect(wrong).toEqual([]);
  });
});
