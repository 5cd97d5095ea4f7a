import type { AnyEventObject } from 'xstate';
import { systemIds } from '../ids.ts';
import type { SessionUser } from './session-types.ts';

/** The one subscription the position stream holds: `{action, userId, category: 'position'}`. */
export const positionSubscription = { key: 'position', body: { category: 'position' } } as const;

/** The trader's notification preferences from the session user; missing reads as on. */
export const preferencesOf = (user: SessionUser | null) => ({
  orderToasts: user?.notificationPreferences?.orderToasts !== false,
  liquidationAlerts: user?.notificationPreferences?.liquidationAlerts !== false,
});

/**
 * What each follower of the session is told when a trader signs in (`user`) or out (null). The
 * session sends these with `sendTo` to every follower that exists in the system: on its own
 * changes to all of them, and to a follower that joins later (the root says so with
 * `session.followerJoined`) the current state, so a late follower still learns the trader.
 */
export const sessionFollowers: Readonly<
  Record<string, (user: SessionUser | null) => readonly AnyEventObject[]>
> = {
  // A change under way never carries over to the next trader of this tab.
  [systemIds.emailChange]: () => [{ type: 'emailChange.reset' }],
  [systemIds.firstSteps]: (user) => [
    user ? { type: 'firstSteps.signedIn', userId: user.id } : { type: 'firstSteps.signedOut' },
  ],
  [systemIds.funds]: (user) => [
    user ? { type: 'session.signedIn', userId: user.id } : { type: 'session.signedOut' },
  ],
  [systemIds.fundSocket]: (user) => [{ type: 'connection.identify', userId: user?.id ?? null }],
  [systemIds.notifications]: (user) => [
    user
      ? { type: 'session.signedIn', userId: user.id, ...preferencesOf(user) }
      : { type: 'session.signedOut' },
  ],
  [systemIds.positions]: (user) => [
    user ? { type: 'session.signedIn', userId: user.id } : { type: 'session.signedOut' },
  ],
  [systemIds.orderStream]: (user) => [{ type: 'connection.identify', userId: user?.id ?? null }],
  // The subscribe waits in the connection's queue until the socket is open.
  [systemIds.positionStream]: (user) =>
    user
      ? [
          { type: 'connection.identify', userId: user.id },
          { type: 'connection.subscribe', subscription: positionSubscription },
        ]
      : [{ type: 'connection.identify', userId: null }],
  [systemIds.orderTicket]: (user) => (user ? [] : [{ type: 'ticket.close' }]),
  // A Google sign-up that left its profile step (or reloaded) is asked for it again.
  [systemIds.oauth]: (user) =>
    user?.profileComplete === false ? [{ type: 'oauth.resumeProfile' }] : [],
};

/** The messages for one follower, or none when `systemId` follows no session. */
export const followerMessages = (
  systemId: string,
  user: SessionUser | null,
): readonly AnyEventObject[] => sessionFollowers[systemId]?.(user) ?? [];
