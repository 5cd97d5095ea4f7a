import { type AnyActorRef, enqueueActions, fromCallback, type MachineContext, setup } from 'xstate';
import { systemIds } from '../ids.ts';
import { notProvided } from '../not-provided.ts';

/**
 * Another tab of this browser wrote `key` of localStorage (`value` null: removed; `key` null: all
 * of it cleared). Also told for each key that changed while the page sat in the back/forward cache.
 */
export type StorageChangedEvent = {
  type: 'browser.storageChanged';
  key: string | null;
  value: string | null;
};

/** What the browser tells the app: the network came or went, the tab was shown again, storage. */
export type BrowserSignalEvent =
  | { type: 'browser.online' }
  | { type: 'browser.offline' }
  | { type: 'browser.visible' }
  | StorageChangedEvent;

/** The sockets that reconnect on these signals (connection.machine.ts), where they exist. */
export const signalledSockets = [
  systemIds.marketSocket,
  systemIds.fundSocket,
  systemIds.orderStream,
  systemIds.positionStream,
] as const;

/**
 * The actors that follow stored keys across tabs (each decides by the key whether it concerns it):
 * the currency, the theme, the bell's read marks and the session (a logout in another tab).
 */
export const storageFollowers = [
  systemIds.currency,
  systemIds.theme,
  systemIds.notifications,
  systemIds.session,
] as const;

/** Sends the event being handled to each of `systemIds` that is in the system now. */
const forwardTo = (targets: readonly string[]) =>
  enqueueActions<
    MachineContext,
    BrowserSignalEvent,
    undefined,
    BrowserSignalEvent,
    never,
    never,
    never,
    never,
    never
  >(({ enqueue, event, system }) => {
    for (const systemId of targets) {
      const actor: AnyActorRef | undefined = system.get(systemId);
      if (actor) enqueue.sendTo(actor, event);
    }
  });

/**
 * The one place the app listens to the browser's online, offline and visibility signals and to
 * storage written by other tabs (a `watchBrowser` callback the services provide); it forwards each
 * with `sendTo`: the network and visibility to every socket of the system, storage changes to the
 * actors that follow stored keys. None of them has a listener of its own.
 */
export const browserSignalsMachine = setup({
  types: { events: {} as BrowserSignalEvent },
  actors: {
    watchBrowser: fromCallback<BrowserSignalEvent>(() =>
      notProvided('browserSignals.watchBrowser'),
    ),
  },
  actions: {
    tellSockets: forwardTo(signalledSockets),
    tellStorageFollowers: forwardTo(storageFollowers),
  },
}).createMachine({
  id: 'browserSignals',
  description:
    'The browser’s online, offline and tab-visible signals, listened to once and forwarded to the market, fund, order and position sockets; storage written by another tab, forwarded to the currency, theme, notifications and session actors.',
  invoke: { id: 'watchBrowser', src: 'watchBrowser' },
  initial: 'online',
  on: {
    'browser.offline': { target: '.offline', actions: 'tellSockets' },
    'browser.online': { target: '.online', actions: 'tellSockets' },
    'browser.visible': { actions: 'tellSockets' },
    'browser.storageChanged': { actions: 'tellStorageFollowers' },
  },
  states: {
    online: { description: 'The browser has a network (or has said nothing yet).' },
    offline: { description: 'The browser said it lost the network; the sockets were told.' },
  },
});
