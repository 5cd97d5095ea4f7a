import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  createMachine,
  enqueueActions,
  fromCallback,
} from 'xstate';
import { systemIds } from '../../src/machines/ids.ts';
import {
  provideBrowserSignals,
  type SignalSource,
} from '../../src/services/browser-signals.services.ts';

/** A window and document whose listeners the test calls itself. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  const on = (type: string, listener: () => void) => {
    if (!listeners.has(type)) listeners.set(type, new Set());
    listeners.get(type)?.add(listener);
  };
  const off = (type: string, listener: () => void) => listeners.get(type)?.delete(listener);
  const document = { visibilityState: 'visible', addEventListener: on, removeEventListener: off };
  const source: SignalSource = { addEventListener: on, removeEventListener: off, document };
  const fire = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { source, document, fire, count };
}

const recorder = (inbox: AnyEventObject[]) =>
  fromCallback<AnyEventObject>(({ receive }) => {
    receive((event) => inbox.push(event));
  });

/** The browser-signals actor in a system with the given sockets, each recording what reaches it. */
function startSystem(source: SignalSource, sockets: readonly string[]) {
  const inboxes = Object.fromEntries(sockets.map((id) => [id, [] as AnyEventObject[]]));
  const root = createMachine({
    entry: enqueueActions(({ enqueue }) => {
      const signals = provideBrowserSignals(() => source);
      enqueue.spawnChild(signals, { id: 'signals', systemId: systemIds.browserSignals } as never);
      for (const id of sockets) {
        enqueue.spawnChild(recorder(inboxes[id] ?? []), { id, systemId: id } as never);
      }
    }),
  });
  return { actor: createActor(root).start(), inboxes };
}

describe('the browser-signals actor forwards the browser to the sockets', () => {
  it('online, offline and a shown tab reach every socket there is, each once', () => {
    const browser = fakeWindow();
    const sockets = [systemIds.marketSocket, systemIds.fundSocket, systemIds.orderStream];
    const { actor, inboxes } = startSystem(browser.source, sockets);
    browser.fire('offline');
    browser.fire('online');
    browser.document.visibilityState = 'hidden';
    browser.fire('visibilitychange');
    browser.document.visibilityState = 'visible';
    browser.fire('visibilitychange');
    const said = [
      { type: 'browser.offline' },
      { type: 'browser.online' },
      { type: 'browser.visible' },
    ];
    expect(inboxes).toEqual({
      [systemIds.marketSocket]: said,
      [systemIds.fundSocket]: said,
      [systemIds.orderStream]: said,
    });
    const signals = actor.system.get(systemIds.browserSignals);
    browser.fire('offline');
    expect(signals?.getSnapshot().value).toBe('offline');
    actor.stop();
  });

  it('listens once, and stops listening when it stops', () => {
    const browser = fakeWindow();
    const { actor } = startSystem(browser.source, [systemIds.positionStream]);
    expect(browser.count()).toBe(3);
    actor.stop();
    expect(browser.count()).toBe(0);
  });

  it('without a window (prerender, Node) it listens to nothing and stays up', () => {
    const actor = createActor(provideBrowserSignals(() => null)).start();
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'browser.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    actor.stop();
  });
});
