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

type Listener = (event: never) => void;

/** A window, document and localStorage whose listeners the test calls itself. */
function fakeWindow() {
  const listeners = new Map<string, Set<Listener>>();
  const on = (type: string, listener: Listener) => {
    if (!listeners.has(type)) listeners.set(type, new Set());
    listeners.get(type)?.add(listener);
  };
  const off = (type: string, listener: Listener) => {
    listeners.get(type)?.delete(listener);
  };
  const document = { visibilityState: 'visible', addEventListener: on, removeEventListener: off };
  const stored = new Map<string, string>();
  const localStorage = {
    get length() {
      return stored.size;
    },
    key: (index: number) => [...stored.keys()][index] ?? null,
    getItem: (key: string) => stored.get(key) ?? null,
  };
  const source = {
    addEventListener: on,
    removeEventListener: off,
    document,
    localStorage,
  } as unknown as SignalSource;
  const fire = (type: string, event: object = {}) => {
    for (const listener of listeners.get(type) ?? []) (listener as (event: object) => void)(event);
  };
  const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { source, document, stored, fire, count };
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

  it('another tab’s storage writes reach the actors that follow stored keys, each once', () => {
    const browser = fakeWindow();
    const followers = [systemIds.currency, systemIds.theme, systemIds.session];
    const { actor, inboxes } = startSystem(browser.source, [...followers, systemIds.fundSocket]);
    browser.fire('storage', { key: 'theme', newValue: 'dark' });
    browser.fire('storage', { key: 'authToken', newValue: null });
    browser.fire('storage', { key: null, newValue: null });
    const said = [
      { type: 'browser.storageChanged', key: 'theme', value: 'dark' },
      { type: 'browser.storageChanged', key: 'authToken', value: null },
      { type: 'browser.storageChanged', key: null, value: null },
    ];
    expect(inboxes).toEqual({
      [systemIds.currency]: said,
      [systemIds.theme]: said,
      [systemIds.session]: said,
      [systemIds.fundSocket]: [],
    });
    actor.stop();
  });

  it('a page back from the back/forward cache is told what storage changed meanwhile', () => {
    const browser = fakeWindow();
    browser.stored.set('authToken', 'access-1');
    browser.stored.set('theme', 'light');
    browser.stored.set('guestUserId', 'g-1');
    const { actor, inboxes } = startSystem(browser.source, [systemIds.session]);
    browser.fire('pagehide', { persisted: true });
    browser.stored.delete('authToken');
    browser.stored.set('theme', 'dark');
    browser.stored.set('userCurrencyPreference', 'INR');
    browser.fire('pageshow', { persisted: true });
    // A page shown without the cache (a first load) has nothing to catch up on.
    browser.fire('pageshow', { persisted: false });
    expect(inboxes[systemIds.session]).toEqual([
      { type: 'browser.storageChanged', key: 'authToken', value: null },
      { type: 'browser.storageChanged', key: 'theme', value: 'dark' },
      { type: 'browser.storageChanged', key: 'userCurrencyPreference', value: 'INR' },
    ]);
    actor.stop();
  });

  it('listens once, and stops listening when it stops', () => {
    const browser = fakeWindow();
    const { actor } = startSystem(browser.source, [systemIds.positionStream]);
    // online, offline, storage, pagehide, pageshow and visibilitychange.
    expect(browser.count()).toBe(6);
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
