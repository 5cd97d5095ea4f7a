import { browserSignalsMachine } from '../../../src/machines/browser/browser-signals.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents } from './helpers.ts';
import { pinTransitions } from './pinned-transitions.ts';

/** The browser's word wins whatever was said before; the tab being shown changes nothing here. */
const pinned = pinTransitions<'online' | 'offline'>({
  initial: 'online',
  expected: {
    online: {
      'browser.offline': 'offline',
      'browser.online': 'online',
      'browser.visible': 'online',
    },
    offline: {
      'browser.offline': 'offline',
      'browser.online': 'online',
      'browser.visible': 'offline',
    },
  },
});

/** What reaches the sockets is checked with real sockets in browser-signals-sockets.test.ts. */
export const browserSignalsSpec: ModelSpec = defineModelSpec({
  name: 'browser-signals',
  machine: browserSignalsMachine,
  // The watchBrowser callback's sendBack reaches the machine as these events do.
  events: {
    ...bareEvents('browser.online', 'browser.offline', 'browser.visible'),
  },
  check: (args) => {
    pinned(args);
    const { snapshot } = args;
    if (snapshot.children.watchBrowser === undefined) {
      throw new Error('the browser is not listened to');
    }
  },
});
