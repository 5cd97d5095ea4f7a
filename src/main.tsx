import './views/theme/global.css.ts';

/**
 * The entry. A prerendered public page is already in the HTML, so the app's code is fetched only
 * once that page has painted: a phone on a slow network shows the page first, then hydrates it.
 * Any other page has nothing to paint without the app, and a hidden tab paints nothing: those
 * start the app at once.
 */
const start = () => void import('./start.tsx');
const prerendered = document.getElementById('root')?.firstElementChild != null;
if (!prerendered || document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
