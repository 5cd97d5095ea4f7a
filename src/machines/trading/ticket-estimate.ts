import { usdToInrPaise } from '../../domain/money/conversion.ts';
import {
  BROKERAGE_PAISE,
  GST_ON_BROKERAGE_PAISE,
  ORDER_FEE_PAISE,
} from '../../domain/trading/fees.ts';
import { optionInitialMarginUsd } from '../../domain/trading/option-margin.ts';
import {
  breakevenUsd,
  maxLossUsd,
  maxProfitUsd,
  type OptionPosition,
} from '../../domain/trading/option-payoff.ts';
import {
  initialMarginPaise,
  liquidationPriceParts,
  MAINTENANCE_MARGIN_RATE,
  maintenanceMarginUsd,
  notionalUsd,
  paiseToUsd,
} from '../../domain/trading/perp-margin.ts';
import type { TicketInstrument } from './ticket-instrument.ts';
import type { TicketDraft, TicketMarket } from './ticket-types.ts';

/** The fee-inclusive liquidation price with what makes it (docs/trading.md, Perpetuals). */
export interface LiquidationBreakdown {
  readonly entry: number;
  readonly leverage: number;
  readonly maintenanceRate: number;
  /** Maintenance margin of this position, USD. */
  readonly maintenanceUsd: number;
  /** The closing fee, USD (₹23.60 at 85). */
  readonly feeUsd: number;
  readonly withoutFees: number;
  readonly feeShift: number;
  readonly price: number;
}

/** An option's outcome at expiry, the order's fee included (USD; docs/trading.md, Options). */
export interface PayoffSummary {
  readonly position: OptionPosition;
  /** The order's fee, USD: ₹23.60, charged once on its first fill. */
  readonly feeUsd: number;
  readonly breakeven: number;
  readonly maxProfit: number;
  readonly maxLoss: number;
  /** The underlying's price now (the chain's spot), USD; null while unknown. */
  readonly spot: number | null;
}

/** What the ticket shows as the trader types; money in INR paise, prices in USD. */
export interface TicketEstimate {
  /** The expected entry: the limit price, or the best price on the other side (the mark without one). */
  readonly entry: number | null;
  readonly notionalUsd: number;
  /** Initial margin (perpetual), premium (bought option) or margin (sold option). */
  readonly marginPaise: number;
  readonly brokeragePaise: number;
  readonly gstPaise: number;
  /** Margin + ₹20 + ₹3.60. */
  readonly requiredPaise: number;
  /** Available funds after the trade, or null while the funds are not known. */
  readonly availableAfterPaise: number | null;
  readonly liquidation: LiquidationBreakdown | null;
  readonly payoff: PayoffSummary | null;
}

export function expectedEntry(draft: TicketDraft, market: TicketMarket | null): number | null {
  if (draft.type === 'limit') return draft.price;
  if (market === null) return null;
  const far = draft.side === 'BUY' ? market.ask : market.bid;
  return far !== null && far > 0 ? far : market.mark > 0 ? market.mark : null;
}

const perpSide = (draft: TicketDraft) => (draft.side === 'BUY' ? 'long' : 'short');

export function liquidationBreakdown(
  draft: TicketDraft,
  entry: number,
): LiquidationBreakdown | null {
  if (draft.size <= 0 || entry <= 0 || draft.reduceOnly) return null;
  const feeUsd = paiseToUsd(ORDER_FEE_PAISE);
  const parts = liquidationPriceParts(perpSide(draft), entry, draft.leverage, draft.size, feeUsd);
  return {
    entry,
    leverage: draft.leverage,
    maintenanceRate: MAINTENANCE_MARGIN_RATE,
    maintenanceUsd: maintenanceMarginUsd(notionalUsd(draft.size, entry)),
    feeUsd,
    withoutFees: parts.withoutFees,
    feeShift: parts.feeShift,
    price: parts.withFees,
  };
}

function optionPosition(
  instrument: TicketInstrument,
  draft: TicketDraft,
  premium: number,
): OptionPosition | null {
  if (instrument.option === null) return null;
  return {
    type: instrument.option.type,
    strike: instrument.option.strike,
    premium,
    contracts: draft.side === 'BUY' ? draft.size : -draft.size,
    feeUsd: paiseToUsd(ORDER_FEE_PAISE),
  };
}

function marginPaise(
  instrument: TicketInstrument,
  draft: TicketDraft,
  entry: number,
  market: TicketMarket | null,
): number {
  if (draft.size <= 0 || entry <= 0 || draft.reduceOnly) return 0;
  if (instrument.kind === 'perpetual') return initialMarginPaise(draft.size, entry, draft.leverage);
  const option = instrument.option;
  if (option === null) return 0;
  const contracts = draft.side === 'BUY' ? draft.size : -draft.size;
  const spot = market?.underlying ?? option.strike;
  return usdToInrPaise(
    optionInitialMarginUsd(
      { type: option.type, strike: option.strike, spot, mark: entry },
      contracts,
    ),
  );
}

/** The ticket's live figures for a draft at a market, with the available funds in rupees. */
export function ticketEstimate(
  instrument: TicketInstrument,
  draft: TicketDraft,
  market: TicketMarket | null,
  availableRupees: number | null,
): TicketEstimate {
  const entry = expectedEntry(draft, market);
  const margin = entry === null ? 0 : marginPaise(instrument, draft, entry, market);
  const required = margin + ORDER_FEE_PAISE;
  const position =
    entry !== null && draft.size > 0 ? optionPosition(instrument, draft, entry) : null;
  return {
    entry,
    notionalUsd: entry === null ? 0 : notionalUsd(draft.size, entry),
    marginPaise: margin,
    brokeragePaise: BROKERAGE_PAISE,
    gstPaise: GST_ON_BROKERAGE_PAISE,
    requiredPaise: required,
    availableAfterPaise:
      availableRupees === null ? null : Math.round(availableRupees * 100) - required,
    liquidation:
      instrument.kind === 'perpetual' && entry !== null ? liquidationBreakdown(draft, entry) : null,
    payoff:
      position === null
        ? null
        : {
            position,
            feeUsd: position.feeUsd ?? 0,
            breakeven: breakevenUsd(position),
            maxProfit: maxProfitUsd(position),
            maxLoss: maxLossUsd(position),
            spot: market?.underlying != null && market.underlying > 0 ? market.underlying : null,
          },
  };
}
