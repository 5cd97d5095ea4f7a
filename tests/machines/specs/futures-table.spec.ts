import type { AnyMachineSnapshot } from 'xstate';
import {
  type FuturesTableContext,
  futuresTableMachine,
} from '../../../src/machines/market/futures-table.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { samples } from './helpers.ts';
import { pinTransitions } from './pinned-transitions.ts';

/**
 * What the futures table must do, from the spec and independent of the machine's code: it opens
 * sorted by 24 h volume, descending, and re-sorts every 2 s; sorted by the symbol no clock runs.
 */
const pinned = pinTransitions<'byLiveColumn' | 'bySymbol'>({
  initial: 'byLiveColumn',
  expected: {
    byLiveColumn: {
      'futures.sort:symbol': 'bySymbol',
      'futures.sort:price': 'byLiveColumn',
      'xstate.after.resortEvery.futuresTable.byLiveColumn': 'byLiveColumn',
    },
    bySymbol: { 'futures.sort:price': 'byLiveColumn', 'futures.sort:symbol': 'bySymbol' },
  },
  keyOf: (event) => (event.type === 'futures.sort' ? `${event.type}:${event.key}` : event.type),
});

export const futuresTableSpec: ModelSpec = defineModelSpec({
  name: 'futures-table',
  machine: futuresTableMachine,
  events: {
    ...samples('futures.sort', { key: 'symbol' }, { key: 'price' }),
    ...samples('futures.search', { query: 'eth' }),
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as FuturesTableContext;
    // The re-sort count grows without end: only whether it moved matters here.
    return { sortKey: c.sortKey, direction: c.direction, query: c.query, resorted: c.resorts > 0 };
  },
  check: (args) => {
    const { previous } = pinned(args);
    const { snapshot, event } = args;
    const c = snapshot.context as FuturesTableContext;
    if (previous === undefined) {
      if (c.sortKey !== 'volume' || c.direction !== 'desc') {
        throw new Error('the table does not open by 24 h volume, descending, re-sorting');
      }
      return;
    }
    const was = previous.context as FuturesTableContext;
    if (event.type === 'futures.sort') {
      const key = (event as unknown as { key: string }).key;
      const expected =
        was.sortKey === key
          ? was.direction === 'asc'
            ? 'desc'
            : 'asc'
          : key === 'symbol'
            ? 'asc'
            : 'desc';
      if (c.sortKey !== key || c.direction !== expected)
        throw new Error('wrong sort after a click');
    }
    if (event.type.startsWith('xstate.after') && c.resorts !== was.resorts + 1) {
      throw new Error('the clock did not re-sort');
    }
    if (event.type === 'futures.search' && c.query !== 'eth') throw new Error('search not kept');
  },
});
