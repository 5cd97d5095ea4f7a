/**
 * The guest identity, pinned independently of the path planner (the model-based test derives its
 * paths from the machine, so a mutant changes both sides): events in, state and context out.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { guestMachine } from '../../src/machines/guest/guest.machine.ts';
import { nextMacrotask as tick } from './support/held-promises.ts';

function start(ids: (string | Error)[]) {
  let asked = 0;
  let removed = 0;
  const machine = guestMachine.provide({
    actors: {
      ensureGuestId: fromPromise<string>(async () => {
        const next = ids[Math.min(asked, ids.length - 1)];
        asked += 1;
        if (next instanceof Error) throw next;
        return next as string;
      }),
    },
    actions: {
      removeGuestId: () => {
        removed += 1;
      },
    },
  });
  return { actor: createActor(machine).start(), asked: () => asked, removed: () => removed };
}

describe('guest, events in, state and context out', () => {
  it('reads or creates the guest id at start and keeps it', async () => {
    const { actor, asked } = start(['g_ab12c']);
    expect(actor.getSnapshot().value).toBe('resolving');
    expect(actor.getSnapshot().context).toEqual({ guestId: null });
    expect(asked()).toBe(1);
    await tick();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context).toEqual({ guestId: 'g_ab12c' });
  });

  it('a sign-in removes the stored id and forgets it; a sign-out makes a guest again', async () => {
    const { actor, asked, removed } = start(['g_ab12c', 'g_zz999']);
    await tick();
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().value).toBe('guest');
    actor.send({ type: 'session.signedIn' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toEqual({ guestId: null });
    expect(removed()).toBe(1);
    actor.send({ type: 'session.signedIn' });
    expect(removed()).toBe(1);
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().value).toBe('resolving');
    expect(asked()).toBe(2);
    await tick();
    expect(actor.getSnapshot().context).toEqual({ guestId: 'g_zz999' });
  });

  it('without storage it stays unidentified until a sign-in, removing nothing', async () => {
    const { actor, removed } = start([new Error('storage blocked')]);
    await tick();
    expect(actor.getSnapshot().value).toBe('unidentified');
    expect(actor.getSnapshot().context).toEqual({ guestId: null });
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().value).toBe('unidentified');
    actor.send({ type: 'session.signedIn' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(removed()).toBe(0);
  });

  it('refuses to run without its provider', async () => {
    const actor = createActor(guestMachine).start();
    await tick();
    expect(actor.getSnapshot().value).toBe('unidentified');
  });
});
