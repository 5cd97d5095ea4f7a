import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { marketPaths } from '../../../src/contracts/market.ts';
import { clientKey } from '../../http/client-address.ts';
import { errorResponses, HttpError } from '../../http/errors.ts';
import { MarketClient } from './hub/client.ts';
import { assertUserId } from './identity.ts';
import type { MarketService } from './service.ts';
import { newSocketId } from './socket-handles.ts';
import { SocketSession } from './socket-session.ts';

const SocketQuery = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  category: Type.Optional(
    Type.Union(
      ['user', 'dashboard', 'futures', 'futures_symbol', 'option_chain', 'option_chain_symbol'].map(
        (c) => Type.Literal(c),
      ),
    ),
  ),
  /** `raw`: every update as its own message; default `100ms`: conflated windows. */
  interval: Type.Optional(Type.Union([Type.Literal('100ms'), Type.Literal('raw')])),
});
interface SocketQuery {
  userId: string;
  category?: string;
  interval?: '100ms' | 'raw';
}

/** Closing code for a socket over its address's cap that raced past the upgrade check. */
const POLICY_VIOLATION = 1008;

/** Sockets one user may hold open at once (tabs, reconnects in flight). */
export const MAX_SOCKETS_PER_USER = 16;

/**
 * GET /market/ws?userId=&category=&interval=: the market stream (category is accepted and not
 * needed). The first frame names the socket (hello). Sockets are capped in all, per user and per
 * client address (`clientKey`: an IPv6 client by its /64; the real address when the app trusts its
 * proxy).
 */
export function socketRoute(
  app: FastifyInstance,
  service: MarketService,
  options: {
    maxSockets: number;
    maxSocketsPerIp: number;
    rateLimit: { max: number; timeWindow: string };
  },
): void {
  const perIp = new Map<string, number>();
  const overIpCap = (ip: string): boolean => (perIp.get(ip) ?? 0) >= options.maxSocketsPerIp;
  app.get<{ Querystring: SocketQuery }>(
    marketPaths.socket,
    {
      websocket: true,
      // The upgrade answers no body; a refusal before it is an HTTP error.
      schema: { querystring: SocketQuery, response: errorResponses },
      config: { rateLimit: options.rateLimit },
      preHandler: async (request) => {
        await assertUserId(request, request.query.userId);
        if (service.hub.stats.clients >= options.maxSockets) {
          throw new HttpError(503, 'The market stream is full; try again shortly');
        }
        if (service.hub.clientsOf(request.query.userId).length >= MAX_SOCKETS_PER_USER) {
          throw new HttpError(429, 'Too many market sockets for this user');
        }
        if (overIpCap(clientKey(request.ip))) {
          throw new HttpError(429, 'Too many market sockets from this address');
        }
      },
    },
    (socket, request) => {
      const ip = clientKey(request.ip);
      // Upgrades in flight all passed the check above: count again now that this one is open.
      if (overIpCap(ip)) {
        socket.close(POLICY_VIOLATION, 'Too many market sockets from this address');
        return;
      }
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      const raw: Socket = request.raw.socket;
      const client = new MarketClient(request.query.userId, socket, raw, {
        socketId: newSocketId(),
        ip,
        conflate: request.query.interval !== 'raw',
      });
      const session = new SocketSession(client, service, request.log);
      socket.on('message', (data, isBinary) => session.receive(data, isBinary));
      socket.on('pong', () => {
        client.awaitingPong = false;
      });
      socket.once('close', () => {
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
        session.close();
      });
      socket.on('error', (err) => request.log.debug({ err }, 'Market socket error'));
      session.open();
    },
  );
}
