import type { CountdownRef } from '../../machines/countdown/countdown.machine.ts';
import { useChildSnapshot } from './use-child-snapshot.ts';

/**
 * Whole seconds left of the countdown child a flow invokes in its waiting state (`children.countdown`);
 * 0 while it runs none. The machine ticks; this only reads it.
 */
export function useCountdown(countdown: CountdownRef | undefined): number {
  return useChildSnapshot(countdown)?.context.secondsLeft ?? 0;
}
