import { type AnyActorRef, enqueueActions, fromCallback, type MachineContext, setup } from 'xstate';
import { systemIds } from '../ids.ts';
import { notProvided } from '../not-provided.ts';

/** What the browser tells the app: the network came or went, the tab was shown again. */
export type BrowserSignalEvent =
  | { type: 'browser.online' }
  | { type: 'browser.offline' }
  | { type: 'browser.visible' };

/** The sockets that reconnect on these signals (connection.machine.ts), where they exist. */
export const signalledSockets = [
  systemIds.marketSocket,
  systemIds.fundSocket,
  systemIds.orderStream,
  systemIds.positionStream,
] as const;

type Signal = BrowserSignalEvent['type'];

const forward = (signal: Signal) =>
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
  >(({ enqueue, system }) => {
    for (const systemId of signalledSockets) {
      const socket: AnyActorRef | undefined = system.get(systemId);
      if (socket) enqueue.sendTo(socket, { type: signal });
    }
  });

/**
 * The one place the app listens to the browser's online, offline and visibility signals (a
 * `watchBrowser` callback the services provide); it forwards each to every socket of the system
 * with `sendTo`, so the sockets need no listeners of their own.
 */
export const browserSignalsMachine = setup({
  types: { events: {} as BrowserSignalEvent },
  actors: {
    watchBrowser: fromCallback<BrowserSignalEvent>(() =>
      notProvided('browserSignals.watchBrowser'),
    ),
  },
  actions: {
    tellSocketsOnline: forward('browser.online'),
    tellSocketsOffline: forward('browser.offline'),
    tellSocketsVisible: forward('browser.visible'),
  },
}).createMachine({
  id: 'browserSignals',
  description:
    'The browser’s online, offline and tab-visible signals, listened to once and forwarded to the market, fund, order and position sockets.',
  invoke: { id: 'watchBrowser', src: 'watchBrowser' },
  initial: 'online',
  on: {
    'browser.offline': { target: '.offline', actions: 'tellSocketsOffline' },
    'browser.online': { target: '.online', actions: 'tellSocketsOnline' },
    'browser.visible': { actions: 'tellSocketsVisible' },
  },
  states: {
    online: { description: 'The browser has a network (or has said nothing yet).' },
    offline: { description: 'The browser said it lost the network; the sockets were told.' },
  },
});
