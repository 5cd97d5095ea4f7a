import { newVersionMachine } from '../../../src/machines/app-version/new-version.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

type State = 'current' | 'stale' | 'reloading';

/**
 * What the app must do, from the issue ("A deploy never leaves a blank page"), independent of the
 * machine's code: a failed chunk shows the banner, only Reload reloads, and a second failure or a
 * Reload before any failure changes nothing.
 */
const expected: Record<State, Partial<Record<string, State>>> = {
  current: { 'version.chunkFailed': 'stale', 'version.reload': 'current' },
  stale: { 'version.chunkFailed': 'stale', 'version.reload': 'reloading' },
  reloading: { 'version.chunkFailed': 'reloading', 'version.reload': 'reloading' },
};

const stateOf = (snapshot: { value: unknown }) => snapshot.value as State;

/** The state each path's actor was in before its current step. */
const last = new WeakMap<object, State>();

export const newVersionSpec: ModelSpec = defineModelSpec({
  name: 'new-version',
  machine: newVersionMachine,
  events: {
    'version.chunkFailed': [
      { type: 'version.chunkFailed', chunk: '/assets/PositionsPage-1a2b.js' },
      { type: 'version.chunkFailed', chunk: '/assets/OrdersPage-3c4d.js' },
    ],
    'version.reload': [{ type: 'version.reload' }],
  },
  project: (s) => ({ chunk: s.context.chunk }),
  check: ({ run, event, snapshot }) => {
    const before = last.get(run) ?? 'current';
    const now = stateOf(snapshot);
    last.set(run, now);
    const want = expected[before]?.[event.type];
    if (want !== undefined && now !== want) {
      throw new Error(`${event.type} in ${before} led to ${now}, expected ${want}`);
    }
    const reloads = run.calls.filter((call) => call.action === 'reloadPage').length;
    if (reloads !== (now === 'reloading' ? 1 : 0)) {
      throw new Error(`reloadPage ran ${reloads} times in ${now}`);
    }
    if (now !== 'current' && snapshot.context.chunk === null) {
      throw new Error('the failed chunk is not named');
    }
    if (
      event.type === 'version.chunkFailed' &&
      before === 'current' &&
      snapshot.context.chunk !== event.chunk
    ) {
      throw new Error('the first failed chunk is not the one named');
    }
  },
});
