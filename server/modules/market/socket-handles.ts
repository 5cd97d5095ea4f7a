import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isGuestId } from '../../../src/domain/identity/guest-id.ts';
import { HttpError } from '../../http/errors.ts';
import type { MarketClient } from './hub/client.ts';
import type { Hub } from './hub/hub.ts';

/** A socket's handle: 128 random bits, base64url. Knowing it is what proves a guest's socket. */
export function newSocketId(): string {
  return randomBytes(16).toString('base64url');
}

/** The X-Market-Socket header of a request, if it carries one. */
export function socketIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-market-socket'];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const MISSING_DETAIL =
  'Send the socketId of the socket\'s first frame ({"type":"hello"}) in the X-Market-Socket header';

/**
 * The socket a REST call names (X-Market-Socket) when the caller owns it: its user is the user id
 * the call was already authorised for. An unknown handle and another user's handle get the same
 * 404, so a handle cannot be probed. Without the header: 400.
 */
export function ownedSocket(hub: Hub, request: FastifyRequest, userId: string): MarketClient {
  const socketId = socketIdOf(request);
  if (socketId === undefined) {
    throw new HttpError(
      400,
      'Name the market socket with the X-Market-Socket header',
      MISSING_DETAIL,
    );
  }
  const client = hub.bySocketId(socketId);
  if (client === undefined || client.userId !== userId || !client.open) {
    throw new HttpError(404, 'No such market socket', 'It closed, or it is not this user’s');
  }
  return client;
}

/**
 * The sockets `cancel-ws` closes: the named one, or without a header every socket of a signed-in
 * trader (logout). A guest id is public, so it alone never closes anything.
 */
export function socketsToCancel(hub: Hub, request: FastifyRequest, userId: string): MarketClient[] {
  if (socketIdOf(request) !== undefined) return [ownedSocket(hub, request, userId)];
  if (isGuestId(userId)) {
    throw new HttpError(
      400,
      'Name the market socket with the X-Market-Socket header',
      MISSING_DETAIL,
    );
  }
  return hub.clientsOf(userId);
}
