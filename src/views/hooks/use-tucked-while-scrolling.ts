import { useSyncExternalStore } from 'react';

/** Scrolling down by more than this (px) tucks away; any scroll up, or the page's end, brings back. */
const MOVE_PX = 8;

let lastY = 0;
let tucked = false;
const listeners = new Set<() => void>();

function onScroll() {
  const y = window.scrollY;
  const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
  const next = atEnd || y <= 0 ? false : y > lastY + MOVE_PX ? true : y < lastY ? false : tucked;
  if (Math.abs(y - lastY) > MOVE_PX || next !== tucked) lastY = y;
  if (next === tucked) return;
  tucked = next;
  for (const listener of listeners) listener();
}

const subscribe = (onChange: () => void) => {
  if (listeners.size === 0) {
    lastY = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
};

/**
 * True while the person scrolls down the page: a floating control then tucks away so it never
 * sits on the content being read; scrolling up, or reaching the end, brings it back.
 */
export const useTuckedWhileScrolling = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => tucked,
    () => false,
  );
