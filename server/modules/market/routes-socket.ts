import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { marketPaths } from '../../../src/contracts/market.ts';
import { HttpError } from '../../http/errors.ts';
import { MarketClient } from './hub/client.ts';
import { assertUserId } from './identity.ts';
import type { MarketService } from './service.ts';
import { SocketSession } from './socket-session.ts';
import type { UserSubscriptions } from './user-subscriptions.ts';

const SocketQuery = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  category: Type.Optional(
    Type.Union(
      ['user', 'dashboard', 'futures', 'futures_symbol', 'option_chain', 'option_chain_symbol'].map(
        (c) => Type.Literal(c),
      ),
    ),
  ),
});
interface SocketQuery {
  userId: string;
  category?: string;
}

/** Sockets one user may hold open at once (tabs, reconnects in flight). */
export const MAX_SOCKETS_PER_USER = 16;

/** GET /market/ws?userId=&category=: the market stream (category is accepted and not needed). */
export function socketRoute(
  app: FastifyInstance,
  service: MarketService,
  userSubscriptions: UserSubscriptions,
  options: { maxSockets: number; rateLimit: { max: number; timeWindow: string } },
): void {
  app.get<{ Querystring: SocketQuery }>(
    marketPaths.socket,
    {
      websocket: true,
      schema: { querystring: SocketQuery },
      config: { rateLimit: options.rateLimit },
      preHandler: async (request) => {
        await assertUserId(request, request.query.userId);
        if (service.hub.stats.clients >= options.maxSockets) {
          throw new HttpError(503, 'The market stream is full; try again shortly');
        }
        if (service.hub.clientsOf(request.query.userId).length >= MAX_SOCKETS_PER_USER) {
          throw new HttpError(429, 'Too many market sockets for this user');
        }
      },
    },
    (socket, request) => {
      const raw: Socket = request.raw.socket;
      const client = new MarketClient(request.query.userId, socket, raw);
      const session = new SocketSession(client, service, request.log);
      socket.on('message', (data, isBinary) => session.receive(data, isBinary));
      socket.on('pong', () => {
        client.awaitingPong = false;
      });
      socket.on('close', () => session.close());
      socket.on('error', (err) => request.log.debug({ err }, 'Market socket error'));
      session.open(userSubscriptions);
    },
  );
}
