import { parseOptionSymbol } from '../../domain/instruments/option-symbol.ts';
import { coinCode, orderStep } from '../../domain/instruments/order-step.ts';
import { optionTickSize, perpTickSize } from '../../domain/instruments/tick-size.ts';

/** What the ticket needs to know about the instrument it trades. */
export interface TicketInstrument {
  readonly symbol: string;
  readonly kind: 'perpetual' | 'option';
  readonly coin: string;
  /** Size increment in coins (spec section 9). */
  readonly step: number;
  readonly option: { readonly strike: number; readonly type: 'call' | 'put' } | null;
}

/** The instrument of a symbol: an option when it parses as one (BTC-27JUN25-100000-C), else a perpetual. */
export function ticketInstrument(symbol: string): TicketInstrument {
  const parsed = parseOptionSymbol(symbol);
  if (parsed.ok) {
    return {
      symbol,
      kind: 'option',
      coin: parsed.symbol.underlying,
      step: orderStep(parsed.symbol.underlying),
      option: { strike: parsed.symbol.strike, type: parsed.symbol.optionType },
    };
  }
  return {
    symbol,
    kind: 'perpetual',
    coin: coinCode(symbol),
    step: orderStep(symbol),
    option: null,
  };
}

/**
 * The price tick (docs/trading.md): options a flat tick per underlying; perpetuals one unit in the
 * last decimal of a price of this size (the server reads its listing price; the mark is as close
 * as the client gets, and only crosses a power of ten after a tenfold move).
 */
export function ticketTick(instrument: TicketInstrument, markUsd: number | null): number {
  if (instrument.kind === 'option') return optionTickSize(instrument.coin) ?? 0.01;
  return markUsd !== null && markUsd > 0 ? perpTickSize(markUsd) : 0.01;
}
