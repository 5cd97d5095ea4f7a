import { type AnyActorLogic, fromPromise } from 'xstate';
import type { Order } from '../../contracts/trading.ts';
import {
  orderTicketMachine,
  type PlaceOrderInput,
} from '../../machines/trading/order-ticket.machine.ts';
import type { HttpClient } from '../http/client.ts';

/** The trading call the ticket makes (docs/trading.md, under /api/v1). */
export interface TradingApi {
  placeOrder(body: PlaceOrderInput): Promise<Order>;
}

export function createTradingApi(http: HttpClient): TradingApi {
  return {
    placeOrder: (body) => http.request<Order>('/orders', { method: 'POST', body: { ...body } }),
  };
}

/**
 * The order ticket with its side effects: POST /orders with the fixed clientOrderId, and the
 * instrument's market data while it is open (the ticket-market machine, provided).
 */
export const provideOrderTicket = (api: TradingApi, ticketMarket: AnyActorLogic) =>
  orderTicketMachine.provide({
    actors: {
      placeOrder: fromPromise(({ input }) => api.placeOrder(input)),
      ticketMarket: ticketMarket as never,
    },
  });
