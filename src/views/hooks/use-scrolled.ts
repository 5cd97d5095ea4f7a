import { useSyncExternalStore } from 'react';
import { ui } from '../../domain/constants.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the page has scrolled past the header threshold (spec: 10 px). */
export const useScrolled = (threshold: number = ui.scrollThresholdPx): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
