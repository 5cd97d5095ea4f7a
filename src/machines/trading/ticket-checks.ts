import type { Currency } from '../../domain/money/currency.ts';
import { formatRupeesIn } from '../../domain/money/display.ts';
import { formatPriceIn } from '../../domain/money/price-text.ts';
import { ticketEstimate } from './ticket-estimate.ts';
import type { TicketInstrument } from './ticket-instrument.ts';
import { onStep, unitText } from './ticket-snap.ts';
import type {
  TicketDraft,
  TicketMarket,
  TicketRefusal,
  TicketRefusalCode,
} from './ticket-types.ts';

/**
 * How far a limit price may sit from the mark before the ticket asks the trader to confirm it
 * (docs/order-ticket.md): 10% for perpetuals, whose marks rarely move that much in a session, and
 * 50% for options, whose premiums routinely halve or double in a day.
 */
export const LIMIT_WARNING_DISTANCE: Readonly<Record<TicketInstrument['kind'], number>> = {
  perpetual: 0.1,
  option: 0.5,
};

const isLong = (draft: TicketDraft) => draft.side === 'BUY';

/** Size 0 (blank, unreadable, not positive) or below one step. */
export function sizeRefusal(instrument: TicketInstrument, draft: TicketDraft): string | null {
  return draft.size < instrument.step
    ? `Size must be at least one step: ${unitText(instrument.step, instrument.step)} ${instrument.coin}`
    : null;
}

/** A size between two steps is refused in words, never cut to the step below. */
export function sizeStepRefusal(instrument: TicketInstrument, draft: TicketDraft): string | null {
  const { step, coin } = instrument;
  if (draft.size < step || onStep(draft.size, step)) return null;
  const below = Math.floor(draft.size / step) * step;
  return `Size must be a whole number of steps of ${unitText(step, step)} ${coin}: ${draft.sizeText.trim()} is between ${unitText(below, step)} and ${unitText(below + step, step)}`;
}

export function limitPriceRefusal(draft: TicketDraft): string | null {
  return draft.type === 'limit' && draft.price === null ? 'A limit order needs a price' : null;
}

/** A typed price that is not a number above zero (kept as typed, so it is never dropped). */
const notPositive = (price: number | null): boolean => price !== null && !(price > 0);

export function limitPricePositiveRefusal(draft: TicketDraft): string | null {
  return draft.type === 'limit' && notPositive(draft.price)
    ? 'The limit price must be a price above zero'
    : null;
}

/** Stop-loss and take-profit sit on a perpetual's position; an option ticket has neither. */
const protects = (instrument: TicketInstrument, draft: TicketDraft) =>
  instrument.kind === 'perpetual' && !draft.reduceOnly;

/** Zero, negative or unreadable: refused, so an order never goes out silently unprotected. */
export function triggerPositiveRefusal(
  instrument: TicketInstrument,
  draft: TicketDraft,
  which: 'stopLoss' | 'takeProfit',
): string | null {
  if (!protects(instrument, draft) || !notPositive(draft[which])) return null;
  return which === 'stopLoss'
    ? 'Stop-loss must be a price above zero, or left empty for none'
    : 'Take-profit must be a price above zero, or left empty for none';
}

/**
 * A trigger on the wrong side of the entry: a buy's stop-loss sits below it and its take-profit
 * above; a sell's the other way round.
 */
export function triggerSideRefusal(
  instrument: TicketInstrument,
  draft: TicketDraft,
  entry: number | null,
  which: 'stopLoss' | 'takeProfit',
  currency: Currency = 'USD',
): string | null {
  const trigger = draft[which];
  if (!protects(instrument, draft) || trigger === null || entry === null) return null;
  const below = isLong(draft) === (which === 'stopLoss');
  if (below ? trigger < entry : trigger > entry) return null;
  const name = which === 'stopLoss' ? 'Stop-loss' : 'Take-profit';
  const side = isLong(draft) ? 'buy' : 'sell';
  return `${name} must be ${below ? 'below' : 'above'} the entry price (${formatPriceIn(entry, currency)}) for a ${side}`;
}

/** A stop that the liquidation would beat: it could never trigger. */
export function stopLossLiquidationRefusal(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  currency: Currency = 'USD',
): string | null {
  if (!protects(instrument, draft) || draft.stopLoss === null) return null;
  const liquidation = ticketEstimate(instrument, draft, market, null).liquidation;
  if (liquidation === null) return null;
  const beyond = isLong(draft)
    ? draft.stopLoss <= liquidation.price
    : draft.stopLoss >= liquidation.price;
  return beyond
    ? `Stop-loss ${formatPriceIn(draft.stopLoss, currency)} is beyond the estimated liquidation price ${formatPriceIn(liquidation.price, currency)}: the position would be liquidated first`
    : null;
}

export function fundsRefusal(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  availableRupees: number | null,
  currency: Currency = 'USD',
): string | null {
  if (availableRupees === null) return null;
  const estimate = ticketEstimate(instrument, draft, market, availableRupees);
  if (estimate.availableAfterPaise === null || estimate.availableAfterPaise >= 0) return null;
  return `Insufficient funds: this order needs ${formatRupeesIn(estimate.requiredPaise / 100, currency)} (margin and fee); ${formatRupeesIn(availableRupees, currency)} is available`;
}

/**
 * Every refusal of a draft, in the order the ticket checks them; the first one is shown, its
 * prices and amounts in the trader's display currency.
 */
export function ticketRefusals(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  availableRupees: number | null,
  currency: Currency = 'USD',
): TicketRefusal[] {
  // Triggers are checked against the limit price, or the mark for a market order, as the server does.
  const limit = draft.price !== null && draft.price > 0 ? draft.price : null;
  const entry = draft.type === 'limit' ? limit : (market?.mark ?? null);
  const found: [TicketRefusalCode, string | null][] = [
    ['sizeBelowStep', sizeRefusal(instrument, draft)],
    ['sizeOffStep', sizeStepRefusal(instrument, draft)],
    ['limitPriceMissing', limitPriceRefusal(draft)],
    ['limitPriceNotPositive', limitPricePositiveRefusal(draft)],
    ['stopLossNotPositive', triggerPositiveRefusal(instrument, draft, 'stopLoss')],
    ['takeProfitNotPositive', triggerPositiveRefusal(instrument, draft, 'takeProfit')],
    ['stopLossWrongSide', triggerSideRefusal(instrument, draft, entry, 'stopLoss', currency)],
    ['stopLossBeyondLiquidation', stopLossLiquidationRefusal(instrument, draft, market, currency)],
    ['takeProfitWrongSide', triggerSideRefusal(instrument, draft, entry, 'takeProfit', currency)],
    ['insufficientFunds', fundsRefusal(instrument, draft, market, availableRupees, currency)],
  ];
  return found.flatMap(([code, message]) => (message === null ? [] : [{ code, message }]));
}

/** The first refusal, or null when the draft may be reviewed. */
export const firstRefusal = (
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  availableRupees: number | null,
  currency: Currency = 'USD',
): TicketRefusal | null =>
  ticketRefusals(instrument, draft, market, availableRupees, currency)[0] ?? null;

/** A limit price further from the mark than the documented distance: a warning to confirm. */
export function limitDistanceWarning(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  currency: Currency = 'USD',
): string | null {
  if (draft.type !== 'limit' || draft.price === null || market === null || market.mark <= 0) {
    return null;
  }
  const distance = Math.abs(draft.price - market.mark) / market.mark;
  const allowed = LIMIT_WARNING_DISTANCE[instrument.kind];
  return distance > allowed
    ? `The limit price ${formatPriceIn(draft.price, currency)} is ${(distance * 100).toFixed(1)}% from the mark ${formatPriceIn(market.mark, currency)} (more than ${allowed * 100}%). Place it anyway?`
    : null;
}
