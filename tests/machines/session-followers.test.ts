import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  waitFor,
} from 'xstate';
import { positionSubscription } from '../../src/machines/auth/session-followers.ts';
import type { StartedSession } from '../../src/machines/auth/session-types.ts';
import { systemIds } from '../../src/machines/ids.ts';
import { quietSession } from './support/quiet-session.ts';

const user = {
  id: 'u1',
  email: 'trader@example.com',
  fullName: 'Asha Rao',
  currency: 'INR',
  notificationPreferences: { orderToasts: false, liquidationAlerts: true },
} as const;
const started: StartedSession = { token: 'access-1', refreshInMs: 870_000, user };

/** A follower that records what reaches it. */
const recorder = (inbox: AnyEventObject[]) =>
  fromCallback<AnyEventObject>(({ receive }) => {
    receive((event) => inbox.push(event));
  });

/**
 * The session in a system with followers that record what reaches them; a follower joins when the
 * test sends `join`, as the root spawns one late. The restore settles with `restored`.
 */
function startSystem(restored: Promise<StartedSession | null>, followers: readonly string[]) {
  const inboxes = new Map(followers.map((id) => [id, [] as AnyEventObject[]]));
  const session = quietSession({ restoreSession: fromPromise(() => restored) });
  const root = setup({
    types: { events: {} as { type: 'join'; systemId: string } },
    actors: { session },
  }).createMachine({
    entry: spawnChild('session', { id: 'session', systemId: systemIds.session }),
    on: {
      join: {
        actions: enqueueActions(({ enqueue, event }) => {
          const logic = recorder(inboxes.get(event.systemId) ?? []);
          enqueue.spawnChild(logic, { id: event.systemId, systemId: event.systemId } as never);
        }),
      },
    },
  });
  return { actor: createActor(root).start(), inboxes };
}

const sessionOf = (actor: ReturnType<typeof startSystem>['actor']) => {
  const ref = actor.system.get(systemIds.session);
  if (!ref) throw new Error('no session');
  return ref;
};

describe('the session tells its followers by sendTo', () => {
  const allFollowers = [
    systemIds.emailChange,
    systemIds.firstSteps,
    systemIds.funds,
    systemIds.fundSocket,
    systemIds.notifications,
    systemIds.positions,
    systemIds.orderStream,
    systemIds.positionStream,
    systemIds.orderTicket,
    systemIds.oauth,
  ];

  it('a follower that joins after the sign-in asks for nothing and still learns the trader', async () => {
    const { actor, inboxes } = startSystem(Promise.resolve(started), allFollowers);
    const session = sessionOf(actor);
    await waitFor(session, (s) => s.matches('authenticated'));
    for (const id of allFollowers) {
      actor.send({ type: 'join', systemId: id });
      session.send({ type: 'session.followerJoined', systemId: id });
    }
    expect(Object.fromEntries(inboxes)).toEqual({
      [systemIds.emailChange]: [{ type: 'emailChange.reset' }],
      [systemIds.firstSteps]: [{ type: 'firstSteps.signedIn', userId: 'u1' }],
      [systemIds.funds]: [{ type: 'session.signedIn', userId: 'u1' }],
      [systemIds.fundSocket]: [{ type: 'connection.identify', userId: 'u1' }],
      [systemIds.notifications]: [
        { type: 'session.signedIn', userId: 'u1', orderToasts: false, liquidationAlerts: true },
      ],
      [systemIds.positions]: [{ type: 'session.signedIn', userId: 'u1' }],
      [systemIds.orderStream]: [{ type: 'connection.identify', userId: 'u1' }],
      [systemIds.positionStream]: [
        { type: 'connection.identify', userId: 'u1' },
        { type: 'connection.subscribe', subscription: positionSubscription },
      ],
      [systemIds.orderTicket]: [],
      // The profile is complete: nothing owed.
      [systemIds.oauth]: [],
    });
    actor.stop();
  });

  it('followers there at the start learn the settled session, the sign-out, and the preferences', async () => {
    const { actor, inboxes } = startSystem(Promise.resolve(started), allFollowers);
    for (const id of allFollowers) actor.send({ type: 'join', systemId: id });
    const session = sessionOf(actor);
    await waitFor(session, (s) => s.matches('authenticated'));
    expect(inboxes.get(systemIds.funds)).toEqual([{ type: 'session.signedIn', userId: 'u1' }]);

    session.send({
      type: 'session.notificationPreferencesChanged',
      preferences: { orderToasts: true, liquidationAlerts: false },
    });
    expect(inboxes.get(systemIds.notifications)?.at(-1)).toEqual({
      type: 'notifications.preferences',
      orderToasts: true,
      liquidationAlerts: false,
    });

    session.send({ type: 'session.logout' });
    await waitFor(session, (s) => s.matches('anonymous'));
    // Told once, when the logout starts (the streams close before the server ends the token).
    expect(inboxes.get(systemIds.funds)).toEqual([
      { type: 'session.signedIn', userId: 'u1' },
      { type: 'session.signedOut' },
    ]);
    expect(inboxes.get(systemIds.orderTicket)).toEqual([{ type: 'ticket.close' }]);
    expect(inboxes.get(systemIds.positionStream)?.at(-1)).toEqual({
      type: 'connection.identify',
      userId: null,
    });
    expect(inboxes.get(systemIds.emailChange)).toEqual([
      { type: 'emailChange.reset' },
      { type: 'emailChange.reset' },
    ]);
    actor.stop();
  });

  it('a Google sign-up whose profile is owed: the OAuth actor joining is asked for it', async () => {
    const owing = { ...started, user: { ...user, profileComplete: false } };
    const { actor, inboxes } = startSystem(Promise.resolve(owing), [systemIds.oauth]);
    const session = sessionOf(actor);
    await waitFor(session, (s) => s.matches('authenticated'));
    actor.send({ type: 'join', systemId: systemIds.oauth });
    session.send({ type: 'session.followerJoined', systemId: systemIds.oauth });
    expect(inboxes.get(systemIds.oauth)).toEqual([{ type: 'oauth.resumeProfile' }]);
    session.send({ type: 'session.profileCompleted', fullName: 'Asha Rao' });
    session.send({ type: 'session.followerJoined', systemId: systemIds.oauth });
    expect(inboxes.get(systemIds.oauth)).toHaveLength(1);
    actor.stop();
  });

  it('nobody restored: the followers learn there is no trader, and a late one too', async () => {
    const { actor, inboxes } = startSystem(Promise.resolve(null), [
      systemIds.funds,
      systemIds.orderStream,
    ]);
    actor.send({ type: 'join', systemId: systemIds.funds });
    const session = sessionOf(actor);
    await waitFor(session, (s) => s.matches('anonymous'));
    actor.send({ type: 'join', systemId: systemIds.orderStream });
    session.send({ type: 'session.followerJoined', systemId: systemIds.orderStream });
    expect(inboxes.get(systemIds.funds)).toEqual([{ type: 'session.signedOut' }]);
    expect(inboxes.get(systemIds.orderStream)).toEqual([
      { type: 'connection.identify', userId: null },
    ]);
    actor.stop();
  });

  it('a follower that joins while the session is still restoring waits for the settled session', async () => {
    let restore: (value: StartedSession | null) => void = () => {};
    const pending = new Promise<StartedSession | null>((resolve) => {
      restore = resolve;
    });
    const { actor, inboxes } = startSystem(pending, [systemIds.funds]);
    const session = sessionOf(actor);
    actor.send({ type: 'join', systemId: systemIds.funds });
    session.send({ type: 'session.followerJoined', systemId: systemIds.funds });
    expect(inboxes.get(systemIds.funds)).toEqual([]);
    restore(started);
    await waitFor(session, (s) => s.matches('authenticated'));
    expect(inboxes.get(systemIds.funds)).toEqual([{ type: 'session.signedIn', userId: 'u1' }]);
    actor.stop();
  });
});
