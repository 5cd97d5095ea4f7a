/**
 * The app's service worker (scripts/vite-pwa.ts, docs/pwa.md): registered once the page has
 * loaded, so its precache downloads never compete with the first paint. A new worker installs
 * beside the running one and waits; it takes over only when the trader chooses Reload.
 */
const WORKER_SCRIPT = '/sw.js';

let registration: ServiceWorkerRegistration | null = null;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Registers the worker and calls `onWaiting` with a new worker's script once it has installed
 * and waits behind the one controlling this page (the first install takes over at once: no call).
 */
export async function registerServiceWorker(onWaiting: (script: string) => void): Promise<void> {
  await pageLoaded();
  const worker = await navigator.serviceWorker.register(WORKER_SCRIPT, { scope: '/' });
  registration = worker;
  const tellWaiting = () => {
    if (worker.waiting && navigator.serviceWorker.controller) onWaiting(worker.waiting.scriptURL);
  };
  tellWaiting();
  worker.addEventListener('updatefound', () => {
    const installing = worker.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') tellWaiting();
    });
  });
}

/**
 * Reload into the new version: a waiting worker is told to take over (Workbox's SKIP_WAITING
 * message) and the page reloads once it controls it; without one, a plain reload.
 */
export function reloadIntoNewVersion(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
