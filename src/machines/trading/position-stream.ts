import { positionStream } from '../../domain/constants.ts';
import { reconnectingForever, withConnectionPolicy } from '../sockets/connection.machine.ts';

/**
 * The position stream's socket (spec sections 4 and 9): opened only for a signed-in trader; the
 * subscribe message waits in the connection machine's queue until the socket is open; closed when
 * no pong comes within 5 s of a ping; reconnects 3 s after any close by the server, with no
 * limit on attempts; only the app's own close (logout, with 1000) stops it. Leaving `open` marks the positions on screen stale.
 */
export const positionStreamPolicy = reconnectingForever({
  ...positionStream,
  reconnectAfterNormalClose: true,
});

export const positionStreamMachine = withConnectionPolicy(positionStreamPolicy);
