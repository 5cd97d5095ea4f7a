import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Instrument } from '../../../../contracts/instruments.ts';
import { widgetKeys } from '../../../../machines/market/market-widgets.ts';
import type { TickerMachine } from '../../../../machines/market/ticker.machine.ts';
import { useWidget } from '../../../widgets/market/hooks.ts';

/**
 * The ticker machine of the trade screen's perpetual (the market page runs one per contract
 * shown): the contract spec once read (null before) and the countdown's clock, moved once a
 * second (null until the machine has started).
 */
export function useTicker(symbol: string): { instrument: Instrument | null; now: number | null } {
  const actor = useWidget<ActorRefFrom<TickerMachine>>(widgetKeys.ticker(symbol));
  const instrument = useSelector(actor, (s) => s?.context.instrument ?? null);
  const now = useSelector(actor, (s) => s?.context.now ?? null);
  return { instrument, now };
}
