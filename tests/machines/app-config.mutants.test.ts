/**
 * The demo-exchange banner and the new-version banner, pinned independently of the path planner
 * (the model-based tests derive their paths from the machine, so a mutant changes both sides):
 * events in, state and context out, and the side effects each machine leaves to its provider.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { demoExchangeMachine } from '../../src/machines/app-config/demo-exchange.machine.ts';
import {
  type NewVersionEvent,
  newVersionMachine,
} from '../../src/machines/app-version/new-version.machine.ts';
import { nextMacrotask as tick } from './support/held-promises.ts';

describe('demoExchange, events in, state out', () => {
  function start(answers: (() => Promise<boolean>)[]) {
    let asked = 0;
    const clock = new SimulatedClock();
    const machine = demoExchangeMachine.provide({
      actors: {
        loadDeployment: fromPromise<boolean>(() => {
          const answer = answers[asked] ?? answers[answers.length - 1];
          asked += 1;
          return (answer as () => Promise<boolean>)();
        }),
      },
    });
    const actor = createActor(machine, { clock }).start();
    return { actor, clock, asked: () => asked };
  }

  it('asks the server at start and shows the banner only on a demo exchange', async () => {
    const demo = start([async () => true]);
    expect(demo.actor.getSnapshot().value).toBe('checking');
    expect(demo.asked()).toBe(1);
    await tick();
    expect(demo.actor.getSnapshot().value).toBe('demo');
    const live = start([async () => false]);
    await tick();
    expect(live.actor.getSnapshot().value).toBe('live');
  });

  it('asks again 30 s after an unanswered question, not before', async () => {
    const { actor, clock, asked } = start([
      async () => {
        throw new Error('offline');
      },
      async () => true,
    ]);
    await tick();
    expect(actor.getSnapshot().value).toBe('unknown');
    clock.increment(29_999);
    expect(actor.getSnapshot().value).toBe('unknown');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(asked()).toBe(2);
    await tick();
    expect(actor.getSnapshot().value).toBe('demo');
  });

  it('refuses to run without its provider', async () => {
    const actor = createActor(demoExchangeMachine).start();
    await tick();
    expect(actor.getSnapshot().value).toBe('unknown');
  });
});

/** The service worker's watch, quiet: nothing waits unless the test says so. */
const quietWorker = { watchServiceWorker: fromCallback<NewVersionEvent>(() => undefined) };

describe('newVersion, events in, state and context out', () => {
  it('a failed chunk shows the banner with the chunk; Reload reloads the page once', () => {
    let reloads = 0;
    const machine = newVersionMachine.provide({
      actors: quietWorker,
      actions: { reloadPage: () => void reloads++ },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('current');
    expect(actor.getSnapshot().context).toEqual({ chunk: null });
    actor.send({ type: 'version.reload' });
    expect(actor.getSnapshot().value).toBe('current');
    actor.send({ type: 'version.chunkFailed', chunk: '/assets/kyc-1.js' });
    expect(actor.getSnapshot().value).toBe('stale');
    expect(actor.getSnapshot().context).toEqual({ chunk: '/assets/kyc-1.js' });
    expect(reloads).toBe(0);
    actor.send({ type: 'version.reload' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reloads).toBe(1);
  });

  it('a waiting service worker shows the banner with its script; Reload reloads once', () => {
    let reloads = 0;
    const machine = newVersionMachine.provide({
      actors: quietWorker,
      actions: { reloadPage: () => void reloads++ },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'version.workerWaiting', script: '/sw.js' });
    expect(actor.getSnapshot().value).toBe('stale');
    expect(actor.getSnapshot().context).toEqual({ chunk: '/sw.js' });
    expect(reloads).toBe(0);
    actor.send({ type: 'version.reload' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reloads).toBe(1);
  });

  it('refuses to reload without its provider', () => {
    const actor = createActor(newVersionMachine.provide({ actors: quietWorker }));
    let error: unknown;
    actor.subscribe({
      error: (e) => {
        error = e;
      },
    });
    actor.start();
    actor.send({ type: 'version.chunkFailed', chunk: 'x' });
    actor.send({ type: 'version.reload' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(error)).toContain('newVersion.reloadPage must be provided');
  });
});
