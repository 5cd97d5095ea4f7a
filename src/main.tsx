import './views/theme/global.css.ts';

/**
 * The entry. A prerendered public page is already in the HTML, so the app's code is fetched only
 * once that page has painted: a phone on a slow network shows the page first, then hydrates it.
 * A hidden tab paints nothing, so it starts the app at once.
 */
const start = () => void import('./start.tsx');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
