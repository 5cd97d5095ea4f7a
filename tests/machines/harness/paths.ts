import { TestModel, type TestPath } from '@xstate/graph';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { eventsFor } from './events.ts';
import type { ModelSpec } from './spec.ts';

export type ModelPath = TestPath<AnyMachineSnapshot, AnyEventObject>;

export const DEFAULT_LIMIT = 5000;

/** The state identity compared during traversal and on the live actor. */
export function stateKey(spec: ModelSpec, snapshot: AnyMachineSnapshot): string {
  const project = spec.project ?? ((s: AnyMachineSnapshot) => s.context);
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    context: project(snapshot),
  });
}

/**
 * Shortest paths over a transition-aware state identity (state + incoming event + previous state),
 * so every edge of the model gets its own shortest path, not only every state: this is what makes
 * 100% transition coverage reachable with shortest paths.
 */
export function buildPaths(spec: ModelSpec, machine: AnyStateMachine): ModelPath[] {
  const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(machine, {
    serializeState: (snapshot, event, previous) =>
      event && previous
        ? `${stateKey(spec, snapshot)} via ${JSON.stringify(event)} from ${stateKey(spec, previous)}`
        : stateKey(spec, snapshot),
    events: eventsFor(spec),
    limit: spec.limit ?? DEFAULT_LIMIT,
    input: spec.input,
  });
  return model.getShortestPaths();
}
