import { assign, fromPromise, setup } from 'xstate';
import {
  type LivePosition,
  type PositionsUpdate,
  readPositionsUpdate,
} from '../../domain/trading/position-update.ts';
import { notProvided } from '../not-provided.ts';

export interface PositionsContext {
  readonly userId: string | null;
  readonly positions: readonly LivePosition[];
  readonly totalPNL: number;
  readonly totalInvested: number;
}

export type PositionsEvent =
  | { type: 'session.signedIn'; userId: string }
  | { type: 'session.signedOut' }
  /** A parsed message of the position stream (from its transport). */
  | { type: 'positions.message'; message: unknown }
  /** The position stream stopped being open: the rows on screen are not live any more. */
  | { type: 'positions.stale' };

const empty: PositionsContext = { userId: null, positions: [], totalPNL: 0, totalInvested: 0 };

/**
 * The trader's open positions, live from the position stream's `bulk-position-update` (spec
 * section 3): waiting for the first update, live, or stale while the stream reconnects (the last
 * rows stay, marked). Anything that is not an update is ignored.
 */
export const positionsMachine = setup({
  types: { context: {} as PositionsContext, events: {} as PositionsEvent },
  actors: {
    fetchPositions: fromPromise<PositionsUpdate, { userId: string }>(async () =>
      notProvided('positions.fetchPositions'),
    ),
  },
  guards: {
    isUpdate: ({ event }) =>
      event.type === 'positions.message' && readPositionsUpdate(event.message) !== null,
  },
  actions: {
    start: assign(({ event }) =>
      event.type === 'session.signedIn' ? { ...empty, userId: event.userId } : {},
    ),
    forget: assign(empty),
    takeFetched: assign((_, params: { update: PositionsUpdate }) => ({ ...params.update })),
    takeUpdate: assign(({ event }) => {
      const update = event.type === 'positions.message' ? readPositionsUpdate(event.message) : null;
      return update === null ? {} : { ...update };
    }),
  },
}).createMachine({
  id: 'positions',
  description:
    'The trader’s open positions from the position stream: waiting for the first update, live, or stale while the stream is down (the last rows stay).',
  context: empty,
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No trader: no positions.',
      on: { 'session.signedIn': { target: 'signedIn', actions: 'start' } },
    },
    signedIn: {
      description: 'A trader is signed in; every bulk-position-update replaces the rows.',
      initial: 'waiting',
      on: {
        'session.signedOut': { target: 'signedOut', actions: 'forget' },
        'session.signedIn': { target: 'signedIn', reenter: true, actions: 'start' },
        'positions.message': { guard: 'isUpdate', target: '.live', actions: 'takeUpdate' },
      },
      states: {
        waiting: {
          description:
            'No update yet: the screen shows a skeleton while GET /positions answers (the stream may be slower).',
          invoke: {
            id: 'fetchPositions',
            src: 'fetchPositions',
            input: ({ context }) => ({ userId: context.userId ?? '' }),
            onDone: {
              target: 'live',
              actions: { type: 'takeFetched', params: ({ event }) => ({ update: event.output }) },
            },
            onError: { target: 'unavailable' },
          },
        },
        unavailable: {
          description:
            'GET /positions failed and no update has come: the screen says so; the next update makes it live.',
        },
        live: {
          description: 'The rows are the stream’s latest.',
          on: { 'positions.stale': { target: 'stale' } },
        },
        stale: {
          description: 'The stream is reconnecting: the last rows show, marked as not live.',
        },
      },
    },
  },
});
