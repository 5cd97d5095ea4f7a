import { assign, enqueueActions, setup } from 'xstate';
import {
  type LivePosition,
  type PositionsUpdate,
  readPositionsUpdate,
} from '../../domain/trading/position-update.ts';
import { providedRequest } from '../not-provided.ts';
import { marginBarMachine } from './margin-bar.machine.ts';

export interface PositionsContext {
  readonly userId: string | null;
  readonly positions: readonly LivePosition[];
  readonly totalPNL: number;
  readonly totalInvested: number;
  /** The symbols with a margin-bar actor (ids `marginBarId(symbol)`). */
  readonly bars: readonly string[];
}

export type PositionsEvent =
  | { type: 'session.signedIn'; userId: string }
  | { type: 'session.signedOut' }
  /** A parsed message of the position stream (from its transport). */
  | { type: 'positions.message'; message: unknown }
  /** The position stream stopped being open: the rows on screen are not live any more. */
  | { type: 'positions.stale' };

/** The id of the margin-ratio bar actor of a position (a child of the positions actor). */
export const marginBarId = (symbol: string): string => `marginBar:${symbol}`;

const empty: PositionsContext = {
  userId: null,
  positions: [],
  totalPNL: 0,
  totalInvested: 0,
  bars: [],
};

/**
 * The trader's open positions, live from the position stream's `bulk-position-update` (spec
 * section 3): waiting for the first update, live, or stale while the stream reconnects (the last
 * rows stay, marked). Anything that is not an update is ignored.
 */
export const positionsMachine = setup({
  types: { context: {} as PositionsContext, events: {} as PositionsEvent },
  actors: {
    fetchPositions: providedRequest<PositionsUpdate, { userId: string }>(
      'positions.fetchPositions',
    ),
    marginBar: marginBarMachine,
  },
  guards: {
    isUpdate: ({ event }) =>
      event.type === 'positions.message' && readPositionsUpdate(event.message) !== null,
  },
  actions: {
    start: assign(({ context, event }) =>
      event.type === 'session.signedIn'
        ? { ...empty, bars: context.bars, userId: event.userId }
        : {},
    ),
    forget: assign(({ context }) => ({ ...empty, bars: context.bars })),
    /** One margin-bar actor per open position: told each new ratio, stopped once it closes. */
    syncBars: enqueueActions(({ context, enqueue }) => {
      const open = context.positions
        .filter((position) => position.marginRatio !== undefined)
        .map((position) => position.symbol);
      for (const position of context.positions) {
        if (position.marginRatio === undefined) continue;
        const id = marginBarId(position.symbol);
        if (!context.bars.includes(position.symbol)) enqueue.spawnChild('marginBar', { id });
        enqueue.sendTo(id, { type: 'margin.ratio', ratio: position.marginRatio });
      }
      for (const symbol of context.bars) {
        if (!open.includes(symbol)) enqueue.stopChild(marginBarId(symbol));
      }
      enqueue.assign({ bars: open });
    }),
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
        'session.signedOut': { target: 'signedOut', actions: ['forget', 'syncBars'] },
        'session.signedIn': {
          target: 'signedIn',
          reenter: true,
          actions: ['start', 'syncBars'],
        },
        'positions.message': {
          guard: 'isUpdate',
          target: '.live',
          actions: ['takeUpdate', 'syncBars'],
        },
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
              actions: [
                { type: 'takeFetched', params: ({ event }) => ({ update: event.output }) },
                'syncBars',
              ],
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
