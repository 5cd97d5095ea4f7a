import { marketStream } from '../../domain/constants.ts';
import { exponentialBackoff, withConnectionPolicy } from './connection.machine.ts';

/**
 * The market stream's socket (spec sections 4 and 9): ping every 10 s, close when no pong within 5 s,
 * up to 5 reconnects after an abnormal close with 1 s × 2^attempt capped at 30 s, none after 1000.
 */
export const marketSocketPolicy = {
  pingIntervalMs: marketStream.pingIntervalMs,
  pongTimeoutMs: marketStream.pongTimeoutMs,
  maxReconnects: marketStream.maxReconnects,
  backoffMs: exponentialBackoff(marketStream.backoffBaseMs, marketStream.backoffCapMs),
  reconnectAfterNormalClose: false,
} as const;

export const marketSocketMachine = withConnectionPolicy(marketSocketPolicy);
