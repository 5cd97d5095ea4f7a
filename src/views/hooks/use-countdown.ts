import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown the flow machine times: it restarts whenever `running` turns
 * true (the machine entered its waiting state) and shows 0 once stopped. The machine's own delay
 * decides when the wait ends; this only lets the person see it.
 */
export function useCountdown(running: boolean, totalMs: number): number {
  const full = Math.ceil(totalMs / 1000);
  const [left, setLeft] = useState(running ? full : 0);
  useEffect(() => {
    if (!running) {
      setLeft(0);
      return;
    }
    const started = Date.now();
    setLeft(full);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((totalMs - (Date.now() - started)) / 1000));
      setLeft(remaining);
    }, 250);
    return () => clearInterval(timer);
  }, [running, totalMs, full]);
  return left;
}
