import type { ActionCall } from '../harness/index.ts';

export function lastCall(calls: readonly ActionCall[], action: string): ActionCall | undefined {
  return calls.filter((call) => call.action === action).at(-1);
}

/** The two ways a flow's emailCode child ends: verified with token vt-1, or unsent with `reason`. */
export const emailCodeOutcomes = (reason: string) => [
  { verificationToken: 'vt-1', error: null, notice: 'Verified.' },
  { verificationToken: null, error: { field: 'form', message: reason }, notice: null },
];
