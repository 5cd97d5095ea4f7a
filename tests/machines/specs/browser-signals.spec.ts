import { browserSignalsMachine } from '../../../src/machines/browser/browser-signals.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents } from './helpers.ts';

type State = 'online' | 'offline';

/**
 * The browser's word wins whatever was said before; the tab being shown and another tab's storage
 * write change nothing here (they are forwarded).
 */
const expected: Record<State, Record<string, State>> = {
  online: {
    'browser.offline': 'offline',
    'browser.online': 'online',
    'browser.visible': 'online',
    'browser.storageChanged': 'online',
  },
  offline: {
    'browser.offline': 'offline',
    'browser.online': 'online',
    'browser.visible': 'offline',
    'browser.storageChanged': 'offline',
  },
};

const last = new WeakMap<object, State>();

/**
 * What reaches the sockets and the storage followers is checked with recording actors in
 * browser-signals-sockets.test.ts.
 */
export const browserSignalsSpec: ModelSpec = defineModelSpec({
  name: 'browser-signals',
  machine: browserSignalsMachine,
  // The watchBrowser callback's sendBack reaches the machine as these events do.
  events: {
    ...bareEvents('browser.online', 'browser.offline', 'browser.visible'),
    'browser.storageChanged': [{ type: 'browser.storageChanged', key: 'theme', value: 'dark' }],
  },
  check: ({ run, event, snapshot }) => {
    const before = last.get(run) ?? 'online';
    const now = snapshot.value as State;
    last.set(run, now);
    const want = expected[before]?.[event.type];
    if (want !== undefined && now !== want) {
      throw new Error(`${event.type} in ${before} led to ${now}, expected ${want}`);
    }
    if (snapshot.children.watchBrowser === undefined) {
      throw new Error('the browser is not listened to');
    }
  },
});
