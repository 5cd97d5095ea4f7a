import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { SignatureCheck } from './check.ts';
import type { ApiKeyStore } from './store.ts';
import { apiKeyTexts } from './texts.ts';

/** How long a stream opened with `?auth=key` waits for its auth frame. */
export const STREAM_AUTH_TIMEOUT_MS = 5_000;
/** A refused auth frame closes with 4000 + the HTTP status a request would get (4401, 4403…). */
export const streamRefusalClose = (status: number): number => 4000 + status;

/**
 * A user stream opened by key: its first frame is `{type:"auth", key, timestamp, signature}`,
 * signed like a request (`timestamp + "GET" + the stream path with its query`, no body) and
 * checked by the same rules. Resolves with a check that the key is still on (the stream ends
 * when it is revoked), or null once the socket was refused with an error frame and a close.
 */
export function streamKeyAuth(check: SignatureCheck, store: ApiKeyStore) {
  return (
    socket: WebSocket,
    request: FastifyRequest,
    userId: string,
  ): Promise<(() => Promise<boolean>) | null> =>
    new Promise((resolve) => {
      const refuse = (status: number, message: string) => {
        socket.send(JSON.stringify({ type: 'error', message }));
        socket.close(streamRefusalClose(status), message.slice(0, 120));
        resolve(null);
      };
      const timer = setTimeout(
        () => refuse(401, apiKeyTexts.streamAuthTimeout),
        STREAM_AUTH_TIMEOUT_MS,
      );
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(null);
      });
      socket.once('message', (data) => {
        clearTimeout(timer);
        let frame: Record<string, unknown> | null = null;
        try {
          frame = JSON.parse(String(data)) as Record<string, unknown>;
        } catch {}
        if (frame?.type !== 'auth' || typeof frame.key !== 'string') {
          return refuse(401, apiKeyTexts.streamAuthTimeout);
        }
        const attempt = {
          keyId: frame.key,
          timestamp: String(frame.timestamp ?? ''),
          signature: String(frame.signature ?? ''),
          method: 'GET',
          url: request.url,
          body: '',
          ip: request.ip,
        };
        check(attempt, request.log).then(
          (caller) => {
            if (caller.userId !== userId) {
              return refuse(403, 'The user id does not match the API key');
            }
            resolve(() => store.isActive(caller.keyId).catch(() => false));
          },
          (error: unknown) => {
            if (error instanceof HttpError) return refuse(error.statusCode, error.message);
            request.log.error({ err: error }, 'Checking a stream auth frame failed');
            refuse(500, 'An unexpected error occurred');
          },
        );
      });
    });
}
