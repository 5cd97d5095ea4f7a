/**
 * The paths of the market data service of spec section 7: REST under /market and the socket
 * /market/ws. Apart from their schemas (`market.ts`) so that importing a path loads no schema library.
 */
export const marketPaths = {
  subscribe: '/market/subscribe',
  unsubscribe: '/market/unsubscribe',
  dates: '/market/dates',
  cancelWs: '/market/cancel-ws',
  candles: '/market/candles',
  socket: '/market/ws',
} as const;

/**
 * The header REST subscribe, unsubscribe and cancel-ws name their socket with: the `socketId` of the
 * socket's first frame, `{"type":"hello","socketId":"…"}`.
 */
export const MARKET_SOCKET_HEADER = 'X-Market-Socket';
