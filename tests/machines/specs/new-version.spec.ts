import { newVersionMachine } from '../../../src/machines/app-version/new-version.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';
import { pinTransitions } from './pinned-transitions.ts';

type State = 'current' | 'stale' | 'reloading';

/**
 * What the app must do, from the issue ("A deploy never leaves a blank page"), independent of the
 * machine's code: a failed chunk or a new service worker waiting (docs/pwa.md) shows the banner,
 * only Reload reloads, and a second failure or a Reload before any failure changes nothing.
 */
const pinned = pinTransitions<State>({
  initial: 'current',
  expected: {
    current: {
      'version.chunkFailed': 'stale',
      'version.workerWaiting': 'stale',
      'version.reload': 'current',
    },
    stale: {
      'version.chunkFailed': 'stale',
      'version.workerWaiting': 'stale',
      'version.reload': 'reloading',
    },
    reloading: {
      'version.chunkFailed': 'reloading',
      'version.workerWaiting': 'reloading',
      'version.reload': 'reloading',
    },
  },
});

export const newVersionSpec: ModelSpec = defineModelSpec({
  name: 'new-version',
  machine: newVersionMachine,
  events: {
    ...samples(
      'version.chunkFailed',
      { chunk: '/assets/PositionsPage-1a2b.js' },
      { chunk: '/assets/OrdersPage-3c4d.js' },
    ),
    ...samples('version.workerWaiting', { script: 'https://derivo.example/sw.js' }),
    ...bareEvents('version.reload'),
  },
  project: (s) => ({ chunk: s.context.chunk }),
  check: (args) => {
    const { now, previous } = pinned(args);
    const { run, event, snapshot } = args;
    const reloads = run.calls.filter((call) => call.action === 'reloadPage').length;
    if (reloads !== (now === 'reloading' ? 1 : 0)) {
      throw new Error(`reloadPage ran ${reloads} times in ${now}`);
    }
    if (now !== 'current' && snapshot.context.chunk === null) {
      throw new Error('the failed chunk is not named');
    }
    const told =
      event.type === 'version.chunkFailed'
        ? event.chunk
        : event.type === 'version.workerWaiting'
          ? event.script
          : null;
    if (told !== null && previous?.value === 'current' && snapshot.context.chunk !== told) {
      throw new Error('the first failed chunk or waiting worker is not the one named');
    }
    if ((now === 'current') !== (snapshot.children.watchServiceWorker !== undefined)) {
      throw new Error('the service worker is watched only while the build is current');
    }
  },
});
