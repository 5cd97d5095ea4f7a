import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { marginBarMachine } from '../../machines/trading/margin-bar.machine.ts';
import { marginBarId } from '../../machines/trading/positions.machine.ts';
import { positionsActor } from '../../trading-system.ts';

export type MarginLevel = 'safe' | 'warning' | 'danger';

type BarRef = ActorRefFrom<typeof marginBarMachine>;

const levelOf = (value: unknown): MarginLevel =>
  value === 'warning' || value === 'danger' ? value : 'safe';

/** The level of a position's margin bar, as its actor (a child of the positions actor) holds it. */
export function useMarginLevel(symbol: string): MarginLevel {
  const bar = useSelector(
    positionsActor,
    (s) => (s.children as Record<string, BarRef | undefined>)[marginBarId(symbol)],
  );
  return useSelector(bar, (s) => levelOf(s?.value));
}
