import { orderStream } from '../../domain/constants.ts';
import { reconnectingForever, withConnectionPolicy } from '../sockets/connection.machine.ts';

/**
 * The order notification stream's socket (spec sections 4 and 9): opened only for a signed-in
 * trader; ping every 10 s, closed when no pong comes within 20 s; after any close by the server (a
 * normal one too), an error or a ping timeout it reconnects after 5 s, with no limit on attempts;
 * only the app's own close (logout, with 1000) stops it. The
 * transport asks for `since=<last messageId>` on every connect so a reconnect catches up, and the
 * notifications actor drops the ids it has seen.
 */
export const orderStreamPolicy = reconnectingForever({
  ...orderStream,
  pongTimeoutMs: orderStream.pingTimeoutMs,
  reconnectAfterNormalClose: true,
});

export const orderStreamMachine = withConnectionPolicy(orderStreamPolicy);
