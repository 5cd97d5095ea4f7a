import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CancelWsRequest,
  CancelWsResponse,
  CandlesQuery,
  CandlesResponse,
  DatesRequest,
  DatesResponse,
  marketPaths,
  SubscribeResponse,
  SubscriptionRequest,
} from '../../../src/contracts/market.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { subscribeClients, unsubscribeClients } from './delivery.ts';
import { assertUserId } from './identity.ts';
import type { MarketService } from './service.ts';
import { RESOLUTION_SECONDS } from './sim/aggregate.ts';
import { candles } from './sim/entries.ts';
import { ownedSocket, socketsToCancel } from './socket-handles.ts';
import { type ResolvedSubscription, resolveSubscription } from './subscriptions.ts';

/** Closing code for sockets closed by POST /market/cancel-ws: normal, so clients do not reconnect. */
export const CANCELLED_CLOSE_CODE = 1000;

function resolveOrThrow(
  service: MarketService,
  request: SubscriptionRequest,
): ResolvedSubscription {
  const resolved = resolveSubscription(service, request);
  if (!resolved.ok) throw new HttpError(400, resolved.message, resolved.detail);
  return resolved.subscription;
}

/** The header REST calls name their socket by (the socketId of its hello frame). */
const SocketHeaders = Type.Object({
  'x-market-socket': Type.Optional(Type.String({ maxLength: 64 })),
});

/**
 * The market REST calls of spec section 7, plus candles for the charts. Subscribe, unsubscribe
 * and cancel-ws act on the socket named by X-Market-Socket, and only for its owner.
 */
export function restRoutes(
  app: FastifyInstance,
  service: MarketService,
  rateLimit: { max: number; timeWindow: string },
): void {
  const config = { rateLimit };
  const subscriptionRoute = {
    schema: routeSchema(
      { 200: SubscribeResponse },
      { body: SubscriptionRequest, headers: SocketHeaders },
    ),
    config,
  };

  /** The caller's subscription and its own socket, for subscribe and unsubscribe. */
  const subscriptionOf = async (request: FastifyRequest<{ Body: SubscriptionRequest }>) => {
    await assertUserId(request, request.body.userId);
    const subscription = resolveOrThrow(service, request.body);
    return { subscription, client: ownedSocket(service.hub, request, request.body.userId) };
  };

  app.post<{ Body: SubscriptionRequest; Reply: SubscribeResponse }>(
    marketPaths.subscribe,
    subscriptionRoute,
    async (request) => {
      const { subscription, client } = await subscriptionOf(request);
      await subscription.prepare?.();
      if (subscribeClients(service.hub, [client], subscription).length > 0) {
        throw new HttpError(400, 'Too many subscriptions on this connection');
      }
      const reply: SubscribeResponse = { message: `Subscribed to ${subscription.label}` };
      if (subscription.availableDates !== undefined)
        reply.availableDates = subscription.availableDates;
      return reply;
    },
  );

  app.post<{ Body: SubscriptionRequest; Reply: SubscribeResponse }>(
    marketPaths.unsubscribe,
    subscriptionRoute,
    async (request) => {
      const { subscription, client } = await subscriptionOf(request);
      unsubscribeClients(service.hub, [client], subscription);
      return { message: `Unsubscribed from ${subscription.label}` };
    },
  );

  app.post<{ Body: { currency: 'BTC' | 'ETH'; userId: string }; Reply: DatesResponse }>(
    marketPaths.dates,
    { schema: routeSchema({ 200: DatesResponse }, { body: DatesRequest }), config },
    async (request) => {
      await assertUserId(request, request.body.userId);
      return { dates: service.dates(request.body.currency) };
    },
  );

  app.post<{ Body: CancelWsRequest; Reply: CancelWsResponse }>(
    marketPaths.cancelWs,
    {
      schema: routeSchema(
        { 200: CancelWsResponse },
        { body: CancelWsRequest, headers: SocketHeaders },
      ),
      config,
    },
    async (request) => {
      const { userId } = request.body;
      await assertUserId(request, userId);
      const clients = socketsToCancel(service.hub, request, userId);
      for (const client of clients) {
        service.hub.remove(client);
        client.socket.close(CANCELLED_CLOSE_CODE, 'Market data cancelled');
      }
      return { message: `Closed ${clients.length} market socket(s)`, closed: clients.length };
    },
  );

  app.get<{ Querystring: CandlesQuery; Reply: CandlesResponse }>(
    marketPaths.candles,
    {
      schema: routeSchema({ 200: CandlesResponse }, { querystring: CandlesQuery }),
      config,
    },
    async (request) => {
      const { symbol, resolution } = request.query;
      const now = Math.floor(service.now() / 1000);
      const to = request.query.to ?? now;
      const from = request.query.from ?? to - 300 * RESOLUTION_SECONDS[resolution];
      if (from > to) {
        throw new HttpError(400, 'from must not be after to', `from ${from}, to ${to}`);
      }
      const found = candles(service.sim, symbol, resolution, from, Math.min(to, now));
      if (found === undefined) {
        throw new HttpError(
          404,
          `Unknown symbol: ${symbol.slice(0, 64)}`,
          'Use a spot (BTCUSDT) or perpetual (BTCUSDT-PERP) symbol',
        );
      }
      return { symbol, resolution, candles: found };
    },
  );
}
