import { type AnyStateMachine, fromPromise } from 'xstate';
import { type ActionCall, fakeActions } from './fakes.ts';

/**
 * A child machine with its side effects neutralised, for parents that spawn or invoke it: custom
 * actions record into `calls`, named actors become promises that never settle.
 */
export function inertMachine(machine: AnyStateMachine, calls: ActionCall[] = []): AnyStateMachine {
  const pending = fromPromise<never>(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors ?? {}).map((name) => [name, pending]),
  );
  return machine.provide({
    actions: fakeActions(machine, calls),
    actors,
  } as Parameters<AnyStateMachine['provide']>[0]);
}
