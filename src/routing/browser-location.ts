import { fromCallback } from 'xstate';
// Importing wouter's browser location patches history.pushState/replaceState to dispatch events
// of the same names: the router and this follower then see the same navigations.
import 'wouter/use-browser-location';
import type { PageEvent } from '../machines/pages/page-route.ts';

const locationEvents = ['popstate', 'pushState', 'replaceState'] as const;

/**
 * The root's `followLocation`: tells it the browser's location now and after every navigation
 * (wouter's links and `navigate`, the back and forward buttons). Outside a browser (the build's
 * prerender) there is no location to follow.
 */
export const followBrowserLocation = fromCallback<PageEvent>(({ sendBack }) => {
  if (typeof window === 'undefined') return;
  const tell = () =>
    sendBack({
      type: 'location.changed',
      path: window.location.pathname,
      search: window.location.search,
    });
  tell();
  for (const type of locationEvents) window.addEventListener(type, tell);
  return () => {
    for (const type of locationEvents) window.removeEventListener(type, tell);
  };
});
