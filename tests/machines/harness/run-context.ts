import type { AnyStateMachine } from 'xstate';
import { TrackingClock } from './clock.ts';
import { type ActionCall, fakeActions } from './fakes.ts';
import { InvokeController } from './invokes.ts';
import type { ModelSpec } from './spec.ts';

/** The pieces of one live run before the actor exists. */
export interface RunParts {
  readonly machine: AnyStateMachine;
  readonly clock: TrackingClock;
  readonly invokes: InvokeController;
  readonly calls: ActionCall[];
}

/**
 * The spec's machine with fakes provided: custom actions record calls, every named actor becomes a
 * controlled promise, then the spec's own overrides win.
 */
export function createRunParts(spec: ModelSpec): RunParts {
  const calls: ActionCall[] = [];
  const invokes = new InvokeController();
  const actorNames = Object.keys(spec.machine.implementations.actors ?? {});
  const actors = Object.fromEntries(actorNames.map((name) => [name, invokes.logic()]));
  const machine = spec.machine.provide({
    actions: { ...fakeActions(spec.machine, calls), ...spec.provide?.actions },
    actors: { ...actors, ...spec.provide?.actors },
    guards: { ...spec.provide?.guards },
    delays: { ...spec.provide?.delays },
  } as Parameters<AnyStateMachine['provide']>[0]);
  return { machine, clock: new TrackingClock(), invokes, calls };
}
