import type { ActionCall } from '../harness/index.ts';

export function lastCall(calls: readonly ActionCall[], action: string): ActionCall | undefined {
  return calls.filter((call) => call.action === action).at(-1);
}
