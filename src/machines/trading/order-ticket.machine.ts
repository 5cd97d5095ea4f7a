import { assign, type EventObject, fromCallback, setup } from 'xstate';
import type { Order, PlaceOrderBody } from '../../contracts/trading.ts';
import type { Currency } from '../../domain/money/currency.ts';
import { errorInWords, errorTo } from '../invoke-outcomes.ts';
import { notProvided, providedRequest } from '../not-provided.ts';
import { firstRefusal, limitDistanceWarning } from './ticket-checks.ts';
import { ticketInstrument } from './ticket-instrument.ts';
import { ticketOrderBody } from './ticket-order-body.ts';
import { clampLeverage, snapSize, stepSize, typedSize, unitText } from './ticket-snap.ts';
import type {
  TicketDraft,
  TicketMarket,
  TicketOrderType,
  TicketRefusal,
  TicketSide,
} from './ticket-types.ts';

export interface OrderTicketContext extends TicketDraft {
  /** The market and available funds (rupees) the last review was checked against. */
  readonly market: TicketMarket | null;
  readonly available: number | null;
  /** The display currency of the last review: its refusal and warning name prices in it. */
  readonly currency: Currency;
  /** The leverage of the last order confirmed on each contract: a new ticket on it starts there. */
  readonly leverageBySymbol: Readonly<Record<string, number>>;
  /** The open position's leverage when the ticket adds to it (the server keeps one per position). */
  readonly positionLeverage: number | null;
  readonly refusal: TicketRefusal | null;
  readonly warning: string | null;
  /** Fixed when the trader confirms; a retry of the same order sends it again (never twice placed). */
  readonly clientOrderId: string | null;
  readonly order: Order | null;
  readonly error: string | null;
}

export type OrderTicketEvent =
  | {
      type: 'ticket.open';
      symbol: string;
      side?: TicketSide;
      size?: number;
      reduceOnly?: boolean;
      /** An add to an open position: its leverage, which the order takes. */
      leverage?: number;
    }
  | { type: 'ticket.side'; side: TicketSide }
  | { type: 'ticket.orderType'; orderType: TicketOrderType }
  | { type: 'ticket.size'; text: string }
  | { type: 'ticket.sizeStep'; by: 1 | -1 }
  | { type: 'ticket.price'; price: number | null }
  | { type: 'ticket.leverage'; leverage: number }
  | { type: 'ticket.stopLoss'; price: number | null }
  | { type: 'ticket.takeProfit'; price: number | null }
  | { type: 'ticket.reduceOnly'; reduceOnly: boolean }
  /**
   * The market, the funds snapshot's available rupees and the display currency, read when the
   * trader asks to review.
   */
  | {
      type: 'ticket.review';
      market: TicketMarket;
      available: number | null;
      currency?: Currency;
    }
  /** From the limit-distance warning: place it anyway. */
  | { type: 'ticket.proceed' }
  | { type: 'ticket.back' }
  /** `clientOrderId` is a fresh crypto.randomUUID(), used unless this order already has one. */
  | { type: 'ticket.confirm'; clientOrderId: string }
  | { type: 'ticket.retry' }
  | { type: 'ticket.close' };

export type PlaceOrderInput = PlaceOrderBody & { stopLoss?: number; takeProfit?: number };

const DEFAULT_LEVERAGE = 10;

const blankDraft = (symbol: string): TicketDraft => {
  const step = ticketInstrument(symbol).step;
  return {
    symbol,
    side: 'BUY',
    type: 'market',
    sizeText: unitText(step, step),
    size: step,
    price: null,
    leverage: DEFAULT_LEVERAGE,
    stopLoss: null,
    takeProfit: null,
    reduceOnly: false,
  };
};

const unsent = {
  market: null,
  available: null,
  refusal: null,
  warning: null,
  clientOrderId: null,
  order: null,
  error: null,
} as const;

const initialContext = (): OrderTicketContext => ({
  ...blankDraft(''),
  ...unsent,
  currency: 'USD',
  leverageBySymbol: {},
  positionLeverage: null,
});

/** The review's refusal: the first pre-trade check that refuses the draft, in its currency. */
const reviewRefusal = (context: OrderTicketContext, event: OrderTicketEvent) =>
  event.type === 'ticket.review'
    ? firstRefusal(
        ticketInstrument(context.symbol),
        context,
        event.market,
        event.available,
        event.currency ?? 'USD',
      )
    : null;

/** What a review brings along: the market, the funds and the currency it was made with. */
const reviewedWith = (event: Extract<OrderTicketEvent, { type: 'ticket.review' }>) => ({
  market: event.market,
  available: event.available,
  currency: event.currency ?? 'USD',
});

/** A review: the pre-trade checks refuse in words, a far limit asks to confirm, else the summary. */
const review = [
  { guard: 'refused', target: '#orderTicket.open.editing', actions: 'takeRefusal' },
  { guard: 'limitFarFromMark', target: '#orderTicket.open.warning', actions: 'takeWarning' },
  { target: '#orderTicket.open.reviewing', actions: 'takeReview' },
] as const;

/** Back to the form from an outcome or a step before sending: the outcome's words go. */
const backToEditing = { target: 'editing', actions: 'forgetOutcome' } as const;

/** An edit changes the order: the last refusal goes, and the changed order gets a new id on confirm. */
const edit = <A extends string>(action: A) => ({ actions: ['forgetOutcome', action] }) as const;
const edits = {
  'ticket.side': edit('setSide'),
  'ticket.orderType': edit('setOrderType'),
  'ticket.size': edit('setSize'),
  'ticket.sizeStep': edit('stepSize'),
  'ticket.price': edit('setPrice'),
  'ticket.leverage': edit('setLeverage'),
  'ticket.stopLoss': edit('setStopLoss'),
  'ticket.takeProfit': edit('setTakeProfit'),
  'ticket.reduceOnly': edit('setReduceOnly'),
} as const;

const isRefusalStatus = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The order ticket, one for every place a ticket opens (option chain, futures list, chart page,
 * a position's close or add): editing, the pre-trade checks on review (refusals in words before
 * anything is sent; a limit far from the mark asks to confirm), reviewing, submitting, then
 * accepted or rejected in the server's words. The `clientOrderId` is fixed at confirm, so a retry
 * after a lost answer can never place the order twice.
 */
export const orderTicketMachine = setup({
  types: { context: {} as OrderTicketContext, events: {} as OrderTicketEvent },
  actors: {
    placeOrder: providedRequest<Order, PlaceOrderInput>('orderTicket.placeOrder'),
    /** The instrument's market data while the ticket is open (the ticket-market machine). */
    ticketMarket: fromCallback<EventObject, { symbol: string }>(() =>
      notProvided('orderTicket.ticketMarket'),
    ),
  },
  guards: {
    refused: ({ context, event }) => reviewRefusal(context, event) !== null,
    limitFarFromMark: ({ context, event }) =>
      event.type === 'ticket.review' &&
      limitDistanceWarning(ticketInstrument(context.symbol), context, event.market) !== null,
    orderRejected: ({ event }) =>
      'output' in event && (event.output as Order | undefined)?.status === 'rejected',
    refusedByServer: ({ event }) => 'error' in event && isRefusalStatus(event.error),
  },
  actions: {
    openOn: assign(({ context, event }) => {
      if (event.type !== 'ticket.open') return {};
      const draft = blankDraft(event.symbol);
      const step = ticketInstrument(event.symbol).step;
      const size =
        event.size !== undefined && event.size > 0
          ? snapSize(String(event.size), step)
          : draft.size;
      const positionLeverage =
        event.leverage !== undefined && event.leverage > 0 ? clampLeverage(event.leverage) : null;
      return {
        ...draft,
        ...unsent,
        side: event.side ?? draft.side,
        size,
        sizeText: unitText(size, step),
        reduceOnly: event.reduceOnly ?? false,
        // An add takes the position's leverage; else the contract's last, else the default.
        leverage: positionLeverage ?? context.leverageBySymbol[event.symbol] ?? draft.leverage,
        positionLeverage,
      };
    }),
    setSide: assign(({ event }) => (event.type === 'ticket.side' ? { side: event.side } : {})),
    setOrderType: assign(({ event }) =>
      event.type === 'ticket.orderType' ? { type: event.orderType } : {},
    ),
    setSize: assign(({ event }) =>
      event.type === 'ticket.size' ? { sizeText: event.text, size: typedSize(event.text) } : {},
    ),
    stepSize: assign(({ context, event }) => {
      if (event.type !== 'ticket.sizeStep') return {};
      const step = ticketInstrument(context.symbol).step;
      const size = stepSize(context.size, step, event.by);
      return { size, sizeText: unitText(size, step) };
    }),
    setPrice: assign(({ event }) => (event.type === 'ticket.price' ? { price: event.price } : {})),
    setLeverage: assign(({ event }) =>
      event.type === 'ticket.leverage' ? { leverage: clampLeverage(event.leverage) } : {},
    ),
    setStopLoss: assign(({ event }) =>
      event.type === 'ticket.stopLoss' ? { stopLoss: event.price } : {},
    ),
    setTakeProfit: assign(({ event }) =>
      event.type === 'ticket.takeProfit' ? { takeProfit: event.price } : {},
    ),
    setReduceOnly: assign(({ event }) =>
      event.type === 'ticket.reduceOnly' ? { reduceOnly: event.reduceOnly } : {},
    ),
    forgetOutcome: assign({
      refusal: null,
      warning: null,
      clientOrderId: null,
      order: null,
      error: null,
    }),
    takeRefusal: assign(({ context, event }) =>
      event.type === 'ticket.review'
        ? {
            ...reviewedWith(event),
            warning: null,
            refusal: reviewRefusal(context, event),
          }
        : {},
    ),
    takeWarning: assign(({ context, event }) =>
      event.type === 'ticket.review'
        ? {
            ...reviewedWith(event),
            refusal: null,
            warning: limitDistanceWarning(
              ticketInstrument(context.symbol),
              context,
              event.market,
              event.currency ?? 'USD',
            ),
          }
        : {},
    ),
    takeReview: assign(({ event }) =>
      event.type === 'ticket.review'
        ? {
            ...reviewedWith(event),
            refusal: null,
            warning: null,
          }
        : {},
    ),
    fixClientOrderId: assign(({ context, event }) =>
      event.type === 'ticket.confirm'
        ? {
            clientOrderId: context.clientOrderId ?? event.clientOrderId,
            error: null,
            leverageBySymbol: { ...context.leverageBySymbol, [context.symbol]: context.leverage },
          }
        : {},
    ),
    clearError: assign({ error: null }),
    takeOrder: assign((_, params: { order: Order }) => ({ order: params.order, error: null })),
    takeRejection: assign((_, params: { order: Order }) => ({
      order: params.order,
      error: params.order.reason ?? 'The order was rejected',
    })),
    takeError: assign(errorInWords),
  },
}).createMachine({
  id: 'orderTicket',
  description:
    'The order ticket: closed, or open on one instrument: editing, the pre-trade checks, a far-limit warning, reviewing, submitting, accepted or rejected in the server’s words.',
  context: initialContext,
  initial: 'closed',
  on: {
    'ticket.open': {
      description: 'From anywhere (chain, futures list, chart, a position): a fresh ticket.',
      target: '.open',
      reenter: true,
      actions: 'openOn',
    },
  },
  states: {
    closed: { description: 'No ticket on screen.' },
    open: {
      description:
        'The ticket is on screen (side panel, or bottom sheet on a phone); the instrument’s market data is watched while it is.',
      invoke: {
        id: 'market',
        src: 'ticketMarket',
        input: ({ context }) => ({ symbol: context.symbol }),
      },
      initial: 'editing',
      on: { 'ticket.close': { target: 'closed' } },
      states: {
        editing: {
          description:
            'The trader edits; the estimates follow live; the last refusal shows until the next edit or review.',
          on: { ...edits, 'ticket.review': review },
        },
        warning: {
          description:
            'The limit price is further from the mark than the documented distance: confirm or go back.',
          on: {
            'ticket.proceed': { target: 'reviewing' },
            'ticket.back': backToEditing,
          },
        },
        reviewing: {
          description: 'The summary to confirm; confirming fixes the clientOrderId.',
          on: {
            'ticket.back': backToEditing,
            'ticket.confirm': { target: 'submitting', actions: 'fixClientOrderId' },
          },
        },
        submitting: {
          description: 'POST /orders is out with the fixed clientOrderId; edits wait.',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) =>
              ticketOrderBody(
                ticketInstrument(context.symbol),
                context,
                context.clientOrderId ?? '',
              ),
            onDone: [
              {
                guard: 'orderRejected',
                target: 'rejected',
                actions: {
                  type: 'takeRejection',
                  params: ({ event }) => ({ order: event.output }),
                },
              },
              {
                target: 'accepted',
                actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.output }) },
              },
            ],
            onError: [
              { guard: 'refusedByServer', ...errorTo('rejected', 'takeError') },
              errorTo('failed', 'takeError'),
            ],
          },
        },
        failed: {
          description:
            'No answer (network, timeout, server error): a retry sends the same clientOrderId, so it places at most once.',
          on: {
            'ticket.retry': { target: 'submitting' },
            // Unchanged, the order keeps its id: the first attempt may have landed.
            'ticket.back': { target: 'editing', actions: 'clearError' },
          },
        },
        accepted: {
          description: 'The exchange took the order (filled, resting or partly filled).',
          on: { 'ticket.back': backToEditing },
        },
        rejected: {
          description: 'The exchange refused the order: its words show; edit and try again.',
          on: { 'ticket.back': backToEditing },
        },
      },
    },
  },
});

export type OrderTicketMachine = typeof orderTicketMachine;
