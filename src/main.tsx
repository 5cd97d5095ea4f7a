import { warmIntlOffMainThread } from './boot/warm-intl.ts';
import './views/theme/global.css.ts';

/**
 * The entry. A prerendered public page is already in the HTML, so the app's code is fetched only
 * once that page has painted: a phone on a slow network shows the page first, then hydrates it.
 * Any other page has nothing to paint without the app, and a hidden tab paints nothing: those
 * start the app at once.
 *
 * The app starts in steps of one task each, so that no step is a long task on a slow phone: the
 * framework and the root system's machines, then the root system's start, then React DOM, then
 * the app's modules and the React tree (src/start.tsx). Evaluated together they were one task of
 * 100–145 ms at 4× slowdown (Total Blocking Time; docs/performance.md).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const start = async () => {
  warmIntlOffMainThread();
  await import('./services/root.services.ts');
  await nextTask();
  await import('./system.ts');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./start.tsx');
};
const prerendered = document.getElementById('root')?.firstElementChild != null;
if (!prerendered || document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(start, 0));
