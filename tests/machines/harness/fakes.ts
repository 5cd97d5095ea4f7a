import type { AnyStateMachine } from 'xstate';

/** One call of a fake action: which action, for which event, with which resolved params. */
export interface ActionCall {
  readonly action: string;
  readonly event: string;
  readonly params: unknown;
}

type FakeAction = (args: { event: { type: string } }, params: unknown) => void;

/** xstate's built-in actions (assign, raise, sendTo, spawnChild, ...) carry `resolve`: keep them real. */
function isBuiltInAction(impl: unknown): boolean {
  return typeof impl === 'function' && 'resolve' in impl;
}

/** A recording fake for every custom named action of the machine; built-in actions stay real. */
export function fakeActions(
  machine: AnyStateMachine,
  calls: ActionCall[],
): Record<string, FakeAction> {
  const impls = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  const fakes: Record<string, FakeAction> = {};
  for (const [name, impl] of Object.entries(impls)) {
    if (isBuiltInAction(impl)) continue;
    fakes[name] = ({ event }, params) => {
      calls.push({ action: name, event: event.type, params });
    };
  }
  return fakes;
}

/** Names of the custom actions the harness replaces with fakes (for reports and specs). */
export function fakedActionNames(machine: AnyStateMachine): string[] {
  return Object.keys(fakeActions(machine, [])).sort();
}
