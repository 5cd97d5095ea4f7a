import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Closes a menu or popover while `open`: on Escape (focus goes back to `ref`'s toggle, the first
 * button inside it), on a pointer press outside `ref`, and when the location changes (one of its
 * links navigated).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
) {
  const [location] = useLocation();
  const lastLocation = useRef(location);
  // DOM only: Escape and outside-click listeners of an open menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      ref.current?.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref, open, onDismiss]);
  // DOM only: a route change closes the open menu (the caller's own state).
  useEffect(() => {
    if (lastLocation.current === location) return;
    lastLocation.current = location;
    if (open) onDismiss();
  }, [location, open, onDismiss]);
}
