import { fromCallback } from 'xstate';
import {
  type NewVersionEvent,
  newVersionMachine,
} from '../machines/app-version/new-version.machine.ts';

// Outside Vite's production build (the dev server, tests under tsx) there is no worker to register,
// nor where there is no navigator (the build's prerender in Node).
const production = (import.meta.env as { PROD?: boolean } | undefined)?.PROD === true;

/** The worker's code, loaded apart from the app's so the landing page's scripts stay small. */
const serviceWorker = () => import('./pwa/service-worker.ts');

/**
 * The new-version actor: it registers the service worker and is told when a new one waits
 * (`version.workerWaiting`); Reload lets that worker take over, else reloads the page.
 */
export const provideNewVersionMachine = () =>
  newVersionMachine.provide({
    actors: {
      watchServiceWorker: fromCallback<NewVersionEvent>(({ sendBack }) => {
        if (!production || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
          return;
        }
        let listening = true;
        serviceWorker()
          .then(({ registerServiceWorker }) =>
            registerServiceWorker((script) => {
              if (listening) sendBack({ type: 'version.workerWaiting', script });
            }),
          )
          // No worker (a private window, blocked storage): the app runs online as before.
          .catch(() => undefined);
        return () => {
          listening = false;
        };
      }),
    },
    actions: {
      reloadPage: () => {
        serviceWorker()
          .then(({ reloadIntoNewVersion }) => reloadIntoNewVersion())
          // The worker's module is gone with the old build: a plain reload loads the new one.
          .catch(() => window.location.reload());
      },
    },
  });
