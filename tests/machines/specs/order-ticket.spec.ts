import type { AnyMachineSnapshot } from 'xstate';
import {
  type OrderTicketContext,
  orderTicketMachine,
} from '../../../src/machines/trading/order-ticket.machine.ts';
import { firstRefusal, limitDistanceWarning } from '../../../src/machines/trading/ticket-checks.ts';
import { ticketInstrument } from '../../../src/machines/trading/ticket-instrument.ts';
import type { TicketMarket } from '../../../src/machines/trading/ticket-types.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const PERP = 'BTCUSDT-PERP';
const OPTION = 'BTC-27JUN25-100000-C';
const perpMarket: TicketMarket = { mark: 100_000, bid: 99_990, ask: 100_010, underlying: null };
const optionMarket: TicketMarket = { mark: 2_000, bid: 1_990, ask: 2_010, underlying: 100_000 };
const PLENTY = 10_000_000;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as OrderTicketContext;
const marketFor = (context: OrderTicketContext) =>
  ticketInstrument(context.symbol).kind === 'option' ? optionMarket : perpMarket;

const order = (status: 'filled' | 'rejected', reason: string | null) => ({
  orderId: '7',
  clientOrderId: 'c-1',
  symbol: PERP,
  side: 'BUY',
  type: 'market',
  timeInForce: 'IOC',
  price: null,
  size: 0.01,
  filledSize: status === 'filled' ? 0.01 : 0,
  averagePrice: status === 'filled' ? 100_010 : null,
  leverage: 10,
  reduceOnly: false,
  status,
  reason,
  createdAt: 'x',
  updatedAt: 'x',
});
const httpError = (status: number | undefined, message: string) =>
  Object.assign(new Error(message), { status, body: { message } });

/** The clientOrderId sent by the previous submit of each run: a retry must repeat it. */
const lastSentId = new WeakMap<object, string | null>();

export const orderTicketSpec: ModelSpec = defineModelSpec({
  name: 'order-ticket',
  machine: orderTicketMachine,
  limit: 50_000,
  events: {
    ...samples(
      'ticket.open',
      { symbol: PERP },
      { symbol: PERP, side: 'BUY', leverage: 20 },
      { symbol: OPTION, side: 'SELL', size: 0.0104 },
    ),
    ...samples('ticket.side', { side: 'SELL' }),
    ...samples('ticket.orderType', { orderType: 'limit' }),
    // A size off the step is kept as typed (and refused); "−" from one step stays at one step.
    ...samples('ticket.size', { text: '0.0155' }),
    ...samples('ticket.sizeStep', { by: -1 }),
    ...samples('ticket.price', { price: 100_000 }, { price: 150_000 }),
    ...samples('ticket.leverage', { leverage: 50 }),
    ...samples(
      'ticket.stopLoss',
      { price: null },
      { price: 101_000 },
      { price: 90_000 },
      { price: -5000 / 85 },
    ),
    ...samples('ticket.takeProfit', { price: null }, { price: 99_000 }),
    ...samples('ticket.reduceOnly', { reduceOnly: true }),
    'ticket.review': (snapshot) => {
      const market = marketFor(contextOf(snapshot));
      return [
        { type: 'ticket.review', market, available: PLENTY },
        { type: 'ticket.review', market, available: PLENTY, currency: 'INR' },
        { type: 'ticket.review', market, available: 0 },
      ];
    },
    ...bareEvents('ticket.proceed', 'ticket.back', 'ticket.retry', 'ticket.close'),
    ...samples('ticket.confirm', { clientOrderId: 'c-1' }),
  },
  invokes: {
    placeOrder: {
      done: [order('filled', null), order('rejected', 'Insufficient margin')],
      error: [
        httpError(400, 'Price 95000.005 is not a multiple of the tick size 0.01'),
        httpError(undefined, 'Network error'),
      ],
    },
  },
  // What the guards read: which check would refuse at the sample market (funds aside), whether a
  // limit is far from the mark, and whether the order already has its id.
  project: (snapshot) => {
    const context = contextOf(snapshot);
    if (context.symbol === '') return null;
    const instrument = ticketInstrument(context.symbol);
    const market = marketFor(context);
    return {
      kind: instrument.kind,
      refuses: firstRefusal(instrument, context, market, null)?.code ?? null,
      far: limitDistanceWarning(instrument, context, market) !== null,
      hasId: context.clientOrderId !== null,
    };
  },
  check: ({ run, event, snapshot }) => {
    const context = contextOf(snapshot);
    if (event.type === 'ticket.review') {
      const review = event as unknown as {
        market: TicketMarket;
        available: number | null;
        currency?: 'INR' | 'USD';
      };
      const expected = firstRefusal(
        ticketInstrument(context.symbol),
        context,
        review.market,
        review.available,
        review.currency ?? 'USD',
      );
      if (expected !== null) {
        if (!snapshot.matches({ open: 'editing' }) || context.refusal?.code !== expected.code) {
          throw new Error(`a draft the checks refuse (${expected.code}) must stay in editing`);
        }
        if (context.refusal.message !== expected.message) throw new Error('refusal words differ');
      } else if (snapshot.matches({ open: 'editing' })) {
        throw new Error('a draft the checks accept must leave editing');
      }
      if (snapshot.matches({ open: 'warning' }) && context.warning === null) {
        throw new Error('the warning step needs its words');
      }
    }
    if (snapshot.matches({ open: 'submitting' })) {
      if (context.clientOrderId === null)
        throw new Error('nothing is sent without a clientOrderId');
      if (event.type === 'ticket.retry' && lastSentId.get(run) !== context.clientOrderId) {
        throw new Error('a retry must send the same clientOrderId');
      }
      lastSentId.set(run, context.clientOrderId);
    }
    if (snapshot.matches({ open: 'rejected' }) && context.error === null) {
      throw new Error('a rejection shows the server’s words');
    }
    if (snapshot.matches({ open: 'accepted' }) && context.order?.status !== 'filled') {
      throw new Error('accepted without the order');
    }
  },
});
