import type { AnyMachineSnapshot } from 'xstate';
import {
  type FuturesTableContext,
  futuresTableMachine,
} from '../../../src/machines/market/futures-table.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

/**
 * What the futures table must do, from the spec and independent of the machine's code: it opens
 * sorted by 24 h volume, descending, and re-sorts every 2 s; sorted by the symbol no clock runs.
 */
const EXPECTED: readonly [state: string, event: string, next: string][] = [
  ['byLiveColumn', 'futures.sort:symbol', 'bySymbol'],
  ['byLiveColumn', 'futures.sort:price', 'byLiveColumn'],
  ['bySymbol', 'futures.sort:price', 'byLiveColumn'],
  ['bySymbol', 'futures.sort:symbol', 'bySymbol'],
  ['byLiveColumn', 'xstate.after.resortEvery.futuresTable.byLiveColumn', 'byLiveColumn'],
];

const stateOf = (snapshot: AnyMachineSnapshot): string => String(snapshot.value);
const eventKey = (event: { type: string; key?: string }) =>
  event.type === 'futures.sort' ? `${event.type}:${event.key}` : event.type;
/** Each path's snapshot before its step (a path runs on its own actor and run context). */
const before = new WeakMap<object, { state: string; context: FuturesTableContext }>();

export const futuresTableSpec: ModelSpec = defineModelSpec({
  name: 'futures-table',
  machine: futuresTableMachine,
  events: {
    'futures.sort': [
      { type: 'futures.sort', key: 'symbol' },
      { type: 'futures.sort', key: 'price' },
    ],
    'futures.search': [{ type: 'futures.search', query: 'eth' }],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as FuturesTableContext;
    // The re-sort count grows without end: only whether it moved matters here.
    return { sortKey: c.sortKey, direction: c.direction, query: c.query, resorted: c.resorts > 0 };
  },
  check: ({ run, snapshot, event }) => {
    const c = snapshot.context as FuturesTableContext;
    const previous = before.get(run);
    before.set(run, { state: stateOf(snapshot), context: c });
    if (previous === undefined) {
      if (
        stateOf(snapshot) !== 'byLiveColumn' ||
        c.sortKey !== 'volume' ||
        c.direction !== 'desc'
      ) {
        throw new Error('the table does not open by 24 h volume, descending, re-sorting');
      }
      return;
    }
    const row = EXPECTED.find(([from, key]) => from === previous.state && key === eventKey(event));
    if (row !== undefined && stateOf(snapshot) !== row[2]) {
      throw new Error(`${row[0]} --${row[1]}--> ${stateOf(snapshot)}, expected ${row[2]}`);
    }
    if (event.type === 'futures.sort') {
      const key = (event as unknown as { key: string }).key;
      const expected =
        previous.context.sortKey === key
          ? previous.context.direction === 'asc'
            ? 'desc'
            : 'asc'
          : key === 'symbol'
            ? 'asc'
            : 'desc';
      if (c.sortKey !== key || c.direction !== expected)
        throw new Error('wrong sort after a click');
    }
    if (event.type.startsWith('xstate.after') && c.resorts !== previous.context.resorts + 1) {
      throw new Error('the clock did not re-sort');
    }
    if (event.type === 'futures.search' && c.query !== 'eth') throw new Error('search not kept');
  },
});
