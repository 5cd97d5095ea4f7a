import { closedPositionsMachine } from '../../../src/machines/trading/closed-positions.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents } from './helpers.ts';
import { pinTransitions } from './pinned-transitions.ts';

const closed = {
  symbol: 'BTCUSDT-PERP',
  side: 'long',
  size: 0.01,
  openedAt: '2026-11-27T10:00:00.000Z',
  closedAt: '2026-11-27T10:05:00.000Z',
  realisedPnl: -1260,
  fees: 47.2,
  funding: 0,
  net: -1307.2,
  closedBy: 'stop-loss',
};

/** What the tab must do, independent of the machine's code: (state, event) → the next state. */
const pinned = pinTransitions<'loading' | 'shown' | 'failed'>({
  initial: 'loading',
  expected: {
    loading: {
      'xstate.done.actor.fetchClosed': 'shown',
      'xstate.error.actor.fetchClosed': 'failed',
      'closed.refresh': 'loading',
      'closed.retry': 'loading',
    },
    shown: { 'closed.refresh': 'loading', 'closed.retry': 'shown' },
    failed: { 'closed.retry': 'loading', 'closed.refresh': 'failed' },
  },
});

export const closedPositionsSpec: ModelSpec = defineModelSpec({
  name: 'closed-positions',
  machine: closedPositionsMachine,
  input: { userId: 'u-1' },
  events: {
    ...bareEvents('closed.refresh', 'closed.retry'),
  },
  invokes: {
    fetchClosed: { done: [[closed]], error: [new Error('Sign in to see your records')] },
  },
  project: (snapshot) => ({
    rows: snapshot.context.positions.length,
    error: snapshot.context.error,
  }),
  check: (args) => {
    const { now } = pinned(args);
    const { snapshot } = args;
    if (now === 'failed' && !snapshot.context.error) throw new Error('a failure without words');
    if (now === 'shown' && snapshot.context.error !== null) throw new Error('shown with an error');
  },
});
