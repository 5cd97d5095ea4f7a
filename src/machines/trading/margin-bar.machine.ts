import { assign, setup } from 'xstate';
import { positionRisk } from '../../domain/constants.ts';

export interface MarginBarContext {
  /** Maintenance margin over equity: 1 is liquidation. */
  readonly ratio: number;
}

export type MarginBarEvent = { type: 'margin.ratio'; ratio: number };

const ratioOf = (event: MarginBarEvent) => (Number.isFinite(event.ratio) ? event.ratio : 1);

/**
 * A position card's margin-ratio bar (issue 25, "Risk shown before it bites"): safe, warning
 * (amber) from 80%, danger (red) from 90%. Like the server's margin alert, a warning is dropped only
 * once the ratio falls below 70%, so a ratio wobbling around 80% does not flicker the card.
 */
export const marginBarMachine = setup({
  types: {
    context: {} as MarginBarContext,
    events: {} as MarginBarEvent,
  },
  guards: {
    danger: ({ event }) => ratioOf(event) >= positionRisk.dangerMarginRatio,
    warning: ({ event }) => ratioOf(event) >= positionRisk.atRiskMarginRatio,
    calm: ({ event }) => ratioOf(event) < positionRisk.rearmMarginRatio,
  },
  actions: {
    take: assign(({ event }) => ({ ratio: ratioOf(event) })),
  },
}).createMachine({
  id: 'marginBar',
  description:
    'A position’s margin-ratio bar: safe below 80%, warning (amber) from 80% until it falls below 70%, danger (red) from 90%.',
  context: { ratio: 0 },
  initial: 'safe',
  states: {
    safe: {
      description: 'Below 80% (or no ratio told yet): the bar is neutral.',
      on: {
        'margin.ratio': [
          { guard: 'danger', target: 'danger', actions: 'take' },
          { guard: 'warning', target: 'warning', actions: 'take' },
          { actions: 'take' },
        ],
      },
    },
    warning: {
      description: 'From 80% (kept until the ratio falls below 70%): the bar is amber.',
      on: {
        'margin.ratio': [
          { guard: 'danger', target: 'danger', actions: 'take' },
          { guard: 'calm', target: 'safe', actions: 'take' },
          { actions: 'take' },
        ],
      },
    },
    danger: {
      description: 'From 90%: the bar is red; liquidation is at 100%.',
      on: {
        'margin.ratio': [
          { guard: 'danger', actions: 'take' },
          { guard: 'calm', target: 'safe', actions: 'take' },
          { target: 'warning', actions: 'take' },
        ],
      },
    },
  },
});
