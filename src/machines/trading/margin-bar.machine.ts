import { assign, setup } from 'xstate';
import { positionRisk } from '../../domain/constants.ts';

export interface MarginBarContext {
  /** Maintenance margin over equity: 1 is liquidation. */
  readonly ratio: number;
}

export type MarginBarEvent = { type: 'margin.ratio'; ratio: number };

const ratioOf = (event: MarginBarEvent) => (Number.isFinite(event.ratio) ? event.ratio : 1);

type Band = 'safe' | 'warning' | 'danger';
interface BandRule {
  readonly guard?: 'danger' | 'warning' | 'calm';
  readonly target?: Band;
}

/** A new ratio is always taken; the first rule whose guard holds picks the band (no target: stay). */
const onRatio = (...rules: BandRule[]) => ({
  'margin.ratio': rules.map((rule) => ({ ...rule, actions: 'take' as const })),
});

/**
 * A position card's margin-ratio bar (issue 25, "Risk shown before it bites"): safe, warning
 * (amber) from 80%, danger (red) from 90%. Like the server's margin alert, a warning is dropped only
 * once the ratio falls below 70%, so a ratio wobbling around 80% does not flicker the card.
 */
export const marginBarMachine = setup({
  types: { context: {} as MarginBarContext, events: {} as MarginBarEvent },
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
      on: onRatio(
        { guard: 'danger', target: 'danger' },
        { guard: 'warning', target: 'warning' },
        {},
      ),
    },
    warning: {
      description: 'From 80% (kept until the ratio falls below 70%): the bar is amber.',
      on: onRatio({ guard: 'danger', target: 'danger' }, { guard: 'calm', target: 'safe' }, {}),
    },
    danger: {
      description: 'From 90%: the bar is red; liquidation is at 100%.',
      on: onRatio({ guard: 'danger' }, { guard: 'calm', target: 'safe' }, { target: 'warning' }),
    },
  },
});
