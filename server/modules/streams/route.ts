import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { fundsPaths } from '../../../src/contracts/funds-paths.ts';
import { messages } from '../../../src/domain/errors/messages.ts';
import { clientKey } from '../../http/client-address.ts';
import { errorResponses, HttpError } from '../../http/errors.ts';
import { securityEvent } from '../../security/security-events.ts';
import { assertOwnUserId } from '../funds/trust.ts';
import type { UserStreamContext } from './categories.ts';
import { TOO_MANY_STREAMS_CLOSE, UserStreamCaps } from './socket-caps.ts';

const StreamQuery = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 64 })),
  category: Type.String({ minLength: 1, maxLength: 32 }),
  token: Type.Optional(Type.String({ maxLength: 4096 })),
  /** The order stream: replay this trader's notices after this messageId first. */
  since: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
  /** `key`: opened by an API key's first `auth` frame instead of a token. */
  auth: Type.Optional(Type.Literal('key')),
});
interface StreamQuery {
  userId?: string;
  category: string;
  token?: string;
  since?: string;
  auth?: 'key';
}

/** Close code when the stream's login session ended (logout, reuse, reset, password change). */
export const SESSION_ENDED_CLOSE = 4001;
/** How often an open stream checks that its session is still on, between pushes. */
export const SESSION_CHECK_MS = 2_000;

const OPEN = 1;

/** `?auth=key` without a token or bearer header: the stream is opened by its first frame. */
const byKey = (request: FastifyRequest<{ Querystring: StreamQuery }>) =>
  request.query.auth === 'key' &&
  request.headers.authorization === undefined &&
  request.query.token === undefined;

/**
 * GET /stream/user?userId=&category=&token=: authenticated like the market socket (the access
 * token in `token`, since browsers cannot send headers with a WebSocket); the query's userId must
 * be the token's user. The stream lives as long as the token's login session: before every push
 * and every SESSION_CHECK_MS the session is checked again, and once it has ended the stream
 * closes with 4001, so a signed-out browser receives nothing more. An access token that merely
 * expires does not end it: the browser renews the token and keeps its stream.
 *
 * A trader has at most 16 streams open and an address 64 (socket-caps.ts): one more is accepted
 * and closed at once with 4029 and the cap in words, which a browser can read (an HTTP refusal of
 * the upgrade it cannot), and a stream.refused security event is logged.
 *
 * With `auth=key` and no token, an API client opens the stream by key: its first frame is the api-keys
 * module's `auth` frame (app.streamKeyAuth), and the stream lives as long as the key.
 */
export function userStreamRoute(app: FastifyInstance): void {
  const caps = new UserStreamCaps();
  app.get<{ Querystring: StreamQuery }>(
    fundsPaths.userStream,
    {
      websocket: true,
      // The upgrade answers no body; a refusal before it is an HTTP error.
      schema: { querystring: StreamQuery, response: errorResponses },
      preHandler: async (request) => {
        if (!byKey(request)) await assertOwnUserId(request, request.query.userId);
        else if (!request.query.userId) throw new HttpError(400, messages.noUserId);
        if (app.userStreams.get(request.query.category) === undefined) {
          throw new HttpError(
            400,
            `Unknown category ${request.query.category}`,
            `Categories: ${app.userStreams.names().join(', ')}`,
          );
        }
      },
    },
    (socket, request) => {
      if (byKey(request)) {
        void app.streamKeyAuth(socket, request, request.query.userId ?? '').then((keyLive) => {
          if (keyLive !== null) serve(socket, request, keyLive);
        });
        return;
      }
      // The token was checked by the preHandler; from here on the stream follows its login
      // session, not the token's expiry, which a live browser renews without reconnecting.
      const session = app.authenticatedSession(request).catch(() => null);
      serve(socket, request, async () => {
        const claims = await session;
        if (claims === null || claims.userId !== request.query.userId) return false;
        return app.loginSessionIsLive(claims.sessionId).catch(() => false);
      });
    },
  );

  function serve(
    socket: WebSocket,
    request: FastifyRequest<{ Querystring: StreamQuery }>,
    sessionLive: () => Promise<boolean>,
  ): void {
    const category = app.userStreams.get(request.query.category);
    const userId = request.query.userId ?? '';
    const address = clientKey(request.ip);
    const release = caps.admit(userId, address);
    if (typeof release !== 'function') {
      securityEvent(request.log, 'stream.refused', { cap: release.cap, userId, ip: address });
      socket.close(TOO_MANY_STREAMS_CLOSE, release.reason);
      return;
    }
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (socket.readyState === OPEN) socket.close(SESSION_ENDED_CLOSE, 'Session ended');
    };
    // Messages wait for a session check that starts after they were queued; a burst shares
    // one check, and they go out in the order they were queued.
    const queued: { message: unknown; sent: () => void }[] = [];
    let draining = false;
    const drain = async () => {
      draining = true;
      try {
        while (queued.length > 0 && !ended) {
          const batch = queued.splice(0);
          if (!(await sessionLive())) end();
          for (const { message, sent } of batch) {
            if (!ended && socket.readyState === OPEN) socket.send(JSON.stringify(message));
            sent();
          }
        }
      } finally {
        draining = false;
        for (const { sent } of queued.splice(0)) sent();
      }
    };
    const context: UserStreamContext = {
      userId,
      ...(request.query.since === undefined ? {} : { since: request.query.since }),
      log: request.log,
      send: (message) =>
        new Promise<void>((sent) => {
          if (ended) return sent();
          queued.push({ message, sent });
          if (!draining) void drain();
        }),
    };
    const stop = category?.open(context) ?? (() => {});
    const watch = setInterval(() => {
      void sessionLive().then((live) => {
        if (!live) end();
      });
    }, SESSION_CHECK_MS);
    watch.unref();
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      let message: unknown;
      try {
        message = JSON.parse(data.toString());
      } catch {
        return;
      }
      if ((message as { type?: unknown } | null)?.type === 'ping') {
        if (socket.readyState === OPEN) socket.send('{"type":"pong"}');
        return;
      }
      category?.receive?.(context, message);
    });
    socket.on('close', () => {
      release();
      ended = true;
      clearInterval(watch);
      stop();
    });
    socket.on('error', (err) => request.log.debug({ err }, 'User stream socket error'));
  }
}
