import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Order } from '../../src/contracts/trading.ts';
import {
  type OrderTicketEvent,
  orderTicketMachine,
  type PlaceOrderInput,
} from '../../src/machines/trading/order-ticket.machine.ts';
import type { TicketMarket } from '../../src/machines/trading/ticket-types.ts';

/**
 * The ticket's behaviour pinned from the words (issue 25, "Safe stop-losses and orders"),
 * not derived from the machine: (events) → expected step, refusal and words. A mutant of a guard,
 * a target or an action that the model paths follow on both sides fails here.
 */
const PERP = 'BTCUSDT-PERP';
const market: TicketMarket = { mark: 100_000, bid: 99_990, ask: 100_010, underlying: null };
const PLENTY = 10_000_000;
const INR = 85;

const filled = (input: PlaceOrderInput): Order => ({
  orderId: '1',
  clientOrderId: input.clientOrderId ?? null,
  symbol: input.symbol,
  side: input.side,
  type: input.type,
  timeInForce: 'IOC',
  price: null,
  size: input.size,
  filledSize: input.size,
  averagePrice: 100_010,
  leverage: input.leverage ?? 10,
  reduceOnly: false,
  status: 'filled',
  reason: null,
  createdAt: 'x',
  updatedAt: 'x',
});

function ticket() {
  const sent: PlaceOrderInput[] = [];
  const actor = createActor(
    orderTicketMachine.provide({
      actors: {
        placeOrder: fromPromise<Order, PlaceOrderInput>(async ({ input }) => {
          sent.push(input);
          return filled(input);
        }),
        // The instrument's market data is not what this table pins.
        ticketMarket: fromCallback(() => {}),
      },
    }),
  ).start();
  const send = (...events: OrderTicketEvent[]) => {
    for (const event of events) actor.send(event);
  };
  return { actor, send, sent };
}

const reviewInr: OrderTicketEvent = {
  type: 'ticket.review',
  market,
  available: PLENTY,
  currency: 'INR',
};

describe('the order ticket, pinned', () => {
  it.each([
    ['−5000 rupees', -5000 / INR],
    ['zero', 0],
    ['unreadable text', Number.NaN],
  ])('refuses a stop-loss of %s in words instead of sending the order unprotected', (_, price) => {
    const { actor, send } = ticket();
    send({ type: 'ticket.open', symbol: PERP }, { type: 'ticket.stopLoss', price }, reviewInr);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(context.refusal?.code).toBe('stopLossNotPositive');
    expect(context.refusal?.message).toMatch(/^Stop-loss must be a price above zero/);
  });

  it('refuses a take-profit of zero in words', () => {
    const { actor, send } = ticket();
    send({ type: 'ticket.open', symbol: PERP }, { type: 'ticket.takeProfit', price: 0 }, reviewInr);
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.refusal?.code).toBe('takeProfitNotPositive');
  });

  it('refuses a wrong-side stop-loss naming the entry in rupees, with no dollar sign', () => {
    const { actor, send } = ticket();
    send(
      { type: 'ticket.open', symbol: PERP },
      { type: 'ticket.stopLoss', price: 101_000 },
      reviewInr,
    );
    const message = actor.getSnapshot().context.refusal?.message ?? '';
    expect(message).toBe('Stop-loss must be below the entry price (₹85,00,000.00) for a buy');
  });

  it('refuses a stop-loss beyond the liquidation price, in rupees', () => {
    const { actor, send } = ticket();
    send(
      { type: 'ticket.open', symbol: PERP },
      { type: 'ticket.leverage', leverage: 20 },
      { type: 'ticket.stopLoss', price: 90_000 },
      reviewInr,
    );
    const refusal = actor.getSnapshot().context.refusal;
    expect(refusal?.code).toBe('stopLossBeyondLiquidation');
    expect(refusal?.message).toMatch(
      /^Stop-loss ₹76,50,000\.00 is beyond the estimated liquidation price ₹[\d,]+\.\d\d/,
    );
  });

  it('refuses a size off the step in words instead of cutting it', () => {
    const { actor, send } = ticket();
    send({ type: 'ticket.open', symbol: PERP }, { type: 'ticket.size', text: '0.0015' }, reviewInr);
    const { context } = actor.getSnapshot();
    expect(context.size).toBe(0.0015);
    expect(context.refusal?.code).toBe('sizeOffStep');
    expect(context.refusal?.message).toContain('0.0015 is between 0.001 and 0.002');
  });

  it('never lets "−" reach zero', () => {
    const { actor, send } = ticket();
    send({ type: 'ticket.open', symbol: PERP }, { type: 'ticket.sizeStep', by: -1 });
    expect(actor.getSnapshot().context.size).toBe(0.001);
    expect(actor.getSnapshot().context.sizeText).toBe('0.001');
  });

  it('reviews a sound order with its stop-loss and take-profit, and sends them in USD', async () => {
    const { actor, send, sent } = ticket();
    send(
      { type: 'ticket.open', symbol: PERP },
      { type: 'ticket.stopLoss', price: 95_000 },
      { type: 'ticket.takeProfit', price: 110_000 },
      reviewInr,
    );
    expect(actor.getSnapshot().matches({ open: 'reviewing' })).toBe(true);
    send({ type: 'ticket.confirm', clientOrderId: 'c-1' });
    await waitFor(actor, (s) => s.matches({ open: 'accepted' }));
    expect(sent).toEqual([
      expect.objectContaining({ stopLoss: 95_000, takeProfit: 110_000, leverage: 10 }),
    ]);
  });

  it('remembers the contract’s last leverage, and an add takes the position’s', async () => {
    const { actor, send } = ticket();
    send(
      { type: 'ticket.open', symbol: PERP },
      { type: 'ticket.leverage', leverage: 20 },
      reviewInr,
      { type: 'ticket.confirm', clientOrderId: 'c-2' },
    );
    await waitFor(actor, (s) => s.matches({ open: 'accepted' }));
    send({ type: 'ticket.close' }, { type: 'ticket.open', symbol: PERP });
    expect(actor.getSnapshot().context.leverage).toBe(20);
    send({ type: 'ticket.open', symbol: 'ETHUSDT-PERP' });
    expect(actor.getSnapshot().context.leverage).toBe(10);
    send({ type: 'ticket.open', symbol: PERP, side: 'BUY', leverage: 50 });
    expect(actor.getSnapshot().context).toMatchObject({ leverage: 50, positionLeverage: 50 });
  });

  it('does not remember a leverage that was never ordered', () => {
    const { actor, send } = ticket();
    send(
      { type: 'ticket.open', symbol: PERP },
      { type: 'ticket.leverage', leverage: 75 },
      { type: 'ticket.close' },
      { type: 'ticket.open', symbol: PERP },
    );
    expect(actor.getSnapshot().context.leverage).toBe(10);
  });
});
