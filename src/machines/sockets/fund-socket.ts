import { fundSocket, marketStream } from '../../domain/constants.ts';
import { reconnectingForever, withConnectionPolicy } from './connection.machine.ts';

/**
 * The fund stream's socket (spec sections 4 and 9): opened only with a user id (the connection
 * machine stays idle without one); after any close other than 1000 it reconnects after 5 s, with no
 * limit on attempts; a 1000 close (logout, cleanup) ends it until a manual reconnect. Pings keep a
 * silent dead socket from looking open (the market stream's 10 s / 5 s).
 */
export const fundSocketPolicy = reconnectingForever({
  pingIntervalMs: marketStream.pingIntervalMs,
  pongTimeoutMs: marketStream.pongTimeoutMs,
  reconnectDelayMs: fundSocket.reconnectDelayMs,
  reconnectAfterNormalClose: false,
});

export const fundSocketMachine = withConnectionPolicy(fundSocketPolicy);
