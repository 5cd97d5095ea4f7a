import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** The path whose page last received focus; shared by both layouts, which mount and unmount. */
let focusedPath: string | null = null;

const HEADING_WAIT_MS = 10_000;

function focusPage(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const heading = () => main.querySelector<HTMLElement>('h1');
  const focus = (target: HTMLElement) => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  const found = heading();
  if (found) {
    focus(found);
    return () => {};
  }
  // A lazy page is still loading: hold focus on the region and move it to the heading when it
  // arrives, unless the person has moved on by then.
  focus(main);
  const observer = new MutationObserver(() => {
    const arrived = heading();
    if (!arrived) return;
    observer.disconnect();
    if (document.activeElement === main) focus(arrived);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * After a route change, the page opens at its top and focus goes to the new page's heading (or its main region while it loads),
 * so keyboard and screen-reader users start at the top of the new page, not on <body>. The first
 * page of a visit keeps the browser's own start.
 */
export function useRouteFocus(): void {
  const [location] = useLocation();
  // DOM only: scroll and focus after a route change.
  useEffect(() => {
    if (focusedPath === null || focusedPath === location) {
      focusedPath = location;
      return;
    }
    focusedPath = location;
    // A new page opens at its top (sign-up's redirect to /login kept the form's scroll and hid
    // the fields), unless the address names a place in it.
    if (window.location.hash === '') window.scrollTo(0, 0);
    return focusPage();
  }, [location]);
}
