import { browserSignalsMachine } from '../../../src/machines/browser/browser-signals.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents } from './helpers.ts';
import { pinTransitions } from './pinned-transitions.ts';

/**
 * The browser's word wins whatever was said before; the tab being shown and another tab's storage
 * write change nothing here (they are forwarded).
 */
const pinned = pinTransitions<'online' | 'offline'>({
  initial: 'online',
  expected: {
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
  },
});

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
  check: (args) => {
    pinned(args);
    const { snapshot } = args;
    if (snapshot.children.watchBrowser === undefined) {
      throw new Error('the browser is not listened to');
    }
  },
});
