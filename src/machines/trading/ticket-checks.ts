import { formatRupeesIn } from '../../domain/money/display.ts';
import { ticketEstimate } from './ticket-estimate.ts';
import type { TicketInstrument } from './ticket-instrument.ts';
import { unitText } from './ticket-snap.ts';
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

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const isLong = (draft: TicketDraft) => draft.side === 'BUY';

/** Size 0 or below the step (a typed size snaps down to the step, so 0.0004 BTC is 0). */
export function sizeRefusal(instrument: TicketInstrument, draft: TicketDraft): string | null {
  return draft.size < instrument.step
    ? `Size must be at least one step: ${unitText(instrument.step, instrument.step)} ${instrument.coin}`
    : null;
}

export function limitPriceRefusal(draft: TicketDraft): string | null {
  return draft.type === 'limit' && draft.price === null ? 'A limit order needs a price' : null;
}

/** Stop-loss and take-profit sit on a perpetual's position; an option ticket has neither. */
const protects = (instrument: TicketInstrument, draft: TicketDraft) =>
  instrument.kind === 'perpetual' && !draft.reduceOnly;

export function stopLossSideRefusal(
  instrument: TicketInstrument,
  draft: TicketDraft,
  entry: number | null,
): string | null {
  if (!protects(instrument, draft) || draft.stopLoss === null || entry === null) return null;
  if (isLong(draft) && draft.stopLoss >= entry) {
    return `Stop-loss must be below the entry price (${usd(entry)}) for a buy`;
  }
  if (!isLong(draft) && draft.stopLoss <= entry) {
    return `Stop-loss must be above the entry price (${usd(entry)}) for a sell`;
  }
  return null;
}

/** A stop that the liquidation would beat: it could never trigger. */
export function stopLossLiquidationRefusal(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
): string | null {
  if (!protects(instrument, draft) || draft.stopLoss === null) return null;
  const liquidation = ticketEstimate(instrument, draft, market, null).liquidation;
  if (liquidation === null) return null;
  const beyond = isLong(draft)
    ? draft.stopLoss <= liquidation.price
    : draft.stopLoss >= liquidation.price;
  return beyond
    ? `Stop-loss ${usd(draft.stopLoss)} is beyond the estimated liquidation price ${usd(liquidation.price)}: the position would be liquidated first`
    : null;
}

export function takeProfitSideRefusal(
  instrument: TicketInstrument,
  draft: TicketDraft,
  entry: number | null,
): string | null {
  if (!protects(instrument, draft) || draft.takeProfit === null || entry === null) return null;
  if (isLong(draft) && draft.takeProfit <= entry) {
    return `Take-profit must be above the entry price (${usd(entry)}) for a buy`;
  }
  if (!isLong(draft) && draft.takeProfit >= entry) {
    return `Take-profit must be below the entry price (${usd(entry)}) for a sell`;
  }
  return null;
}

export function fundsRefusal(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  availableRupees: number | null,
): string | null {
  if (availableRupees === null) return null;
  const estimate = ticketEstimate(instrument, draft, market, availableRupees);
  if (estimate.availableAfterPaise === null || estimate.availableAfterPaise >= 0) return null;
  return `Insufficient funds: this order needs ${formatRupeesIn(estimate.requiredPaise / 100, 'INR')} (margin and fee); ${formatRupeesIn(availableRupees, 'INR')} is available`;
}

/** Every refusal of a draft, in the order the ticket checks them; the first one is shown. */
export function ticketRefusals(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  availableRupees: number | null,
): TicketRefusal[] {
  // Triggers are checked against the limit price, or the mark for a market order, as the server does.
  const entry = draft.type === 'limit' ? draft.price : (market?.mark ?? null);
  const found: [TicketRefusalCode, string | null][] = [
    ['sizeBelowStep', sizeRefusal(instrument, draft)],
    ['limitPriceMissing', limitPriceRefusal(draft)],
    ['stopLossWrongSide', stopLossSideRefusal(instrument, draft, entry)],
    ['stopLossBeyondLiquidation', stopLossLiquidationRefusal(instrument, draft, market)],
    ['takeProfitWrongSide', takeProfitSideRefusal(instrument, draft, entry)],
    ['insufficientFunds', fundsRefusal(instrument, draft, market, availableRupees)],
  ];
  return found.flatMap(([code, message]) => (message === null ? [] : [{ code, message }]));
}

/** The first refusal, or null when the draft may be reviewed. */
export const firstRefusal = (
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  availableRupees: number | null,
): TicketRefusal | null => ticketRefusals(instrument, draft, market, availableRupees)[0] ?? null;

/** A limit price further from the mark than the documented distance: a warning to confirm. */
export function limitDistanceWarning(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
): string | null {
  if (draft.type !== 'limit' || draft.price === null || market === null || market.mark <= 0) {
    return null;
  }
  const distance = Math.abs(draft.price - market.mark) / market.mark;
  const allowed = LIMIT_WARNING_DISTANCE[instrument.kind];
  return distance > allowed
    ? `The limit price ${usd(draft.price)} is ${(distance * 100).toFixed(1)}% from the mark ${usd(market.mark)} (more than ${allowed * 100}%). Place it anyway?`
    : null;
}
