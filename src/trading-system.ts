import { type ActorRefFrom, fromPromise } from 'xstate';
import type { AccountNotice } from './domain/trading/account-notice.ts';
import { systemIds } from './machines/ids.ts';
import { notificationsMachine } from './machines/trading/notifications.machine.ts';
import type { orderStreamMachine } from './machines/trading/order-stream.ts';
import type { positionStreamMachine } from './machines/trading/position-stream.ts';
import { positionsMachine } from './machines/trading/positions.machine.ts';
import { browserFundsPorts } from './services/funds/funds-services.ts';
import {
  accountMarks,
  persistAccount,
  persistReadThrough,
  persistTaken,
} from './services/trading/notification-marks.ts';
import { createTradingApi } from './services/trading/trading-api.ts';
import { provideOrderStream, providePositionStream } from './services/trading/trading-services.ts';
import { authServices, child, rootActor } from './system.ts';

/**
 * The notifications, the positions and the order and position streams join the root system here
 * (`trading.attach`), loaded with the signed-in app shell. They follow the session, which tells
 * them by sendTo (session-followers.ts): a trader signing in opens both streams under their id
 * (the position subscribe waits in the queue until open); signing out closes them with 1000 and
 * clears the list and the rows.
 */
const ports = browserFundsPorts(authServices.http, authServices.tokens);
export const tradingApi = createTradingApi(authServices.http);
rootActor.send({
  type: 'trading.attach',
  notifications: notificationsMachine.provide({
    actors: { accountMarks },
    actions: {
      persistReadThrough: (_, params) => persistReadThrough(params.userId, params.messageId),
      persistTaken: (_, params) => persistTaken(params.userId, params.messageId),
      persistAccount: (_, params) => persistAccount(params.userId, params.notices, params.readAt),
    },
  }),
  positions: positionsMachine.provide({
    actors: {
      fetchPositions: fromPromise(({ input }) => tradingApi.positions(input.userId)),
    },
  }),
  orderStream: provideOrderStream(ports),
  positionStream: providePositionStream(ports),
});
export const notificationsActor = child<ActorRefFrom<typeof notificationsMachine>>(
  systemIds.notifications,
);
/** A deposit, a withdrawal sent or a KYC result for the bell (issue 25), from the screen that saw it. */
export const tellAccountNotice = (notice: AccountNotice): void =>
  notificationsActor.send({ type: 'notifications.account', notice });
export const positionsActor = child<ActorRefFrom<typeof positionsMachine>>(systemIds.positions);
export const orderStreamActor = child<ActorRefFrom<typeof orderStreamMachine>>(
  systemIds.orderStream,
);
export const positionStreamActor = child<ActorRefFrom<typeof positionStreamMachine>>(
  systemIds.positionStream,
);
