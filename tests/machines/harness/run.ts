import { isDeepStrictEqual } from 'node:util';
import {
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type InspectionEvent,
} from 'xstate';
import { describeMachine, type MachineModel } from '../../../scripts/statecharts/model.ts';
import { execute } from './executors.ts';
import { type ModelPath, stateKey } from './paths.ts';
import { createRunParts } from './run-context.ts';
import type { ModelSpec, RunContext } from './spec.ts';

/** What one live run visited: state ids and transition keys (see `describeMachine`). */
export interface Observation {
  readonly states: ReadonlySet<string>;
  readonly transitions: ReadonlySet<string>;
}

/** Lets promise settlements and the events they send run to completion. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function activeNodeIds(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: readonly { id: string }[] })._nodes ?? [];
  return nodes.map((node) => node.id);
}

function describeStep(path: ModelPath, index: number): string {
  const events = path.steps.slice(1, index + 1).map((s) => s.event.type);
  return `after [${events.join(' → ') || 'start'}]`;
}

function assertState(
  spec: ModelSpec,
  actual: AnyMachineSnapshot,
  expected: AnyMachineSnapshot,
  where: string,
): void {
  const got = stateKey(spec, actual);
  const want = stateKey(spec, expected);
  if (!isDeepStrictEqual(JSON.parse(got), JSON.parse(want))) {
    throw new Error(
      `${spec.name}: live actor diverged from the model ${where}\n  expected ${want}\n  actual   ${got}`,
    );
  }
}

/** Runs one path against a live actor (simulated clock, controlled invokes, recording fakes). */
export async function runPath(
  spec: ModelSpec,
  model: MachineModel,
  path: ModelPath,
): Promise<Observation> {
  const parts = createRunParts(spec);
  const liveModel = describeMachine(parts.machine, spec.input);
  const keyOf = new Map<AnyTransitionDefinition, string>(
    liveModel.transitions.map((t) => [t.definition, t.key]),
  );
  const states = new Set<string>();
  const transitions = new Set<string>();
  const inspect = (ev: InspectionEvent) => {
    // Only the machine under test (the system's root), also during construction (initial microsteps).
    if ((ev.actorRef as { sessionId?: string }).sessionId !== ev.rootId) return;
    if (ev.type === '@xstate.microstep') {
      for (const t of ev._transitions)
        transitions.add(keyOf.get(t) ?? `unknown transition ${t.eventType}`);
    }
    if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') {
      for (const id of activeNodeIds(ev.snapshot)) states.add(id);
    }
  };
  const actor: Actor<AnyStateMachine> = createActor(parts.machine, {
    clock: parts.clock,
    input: spec.input,
    inspect,
  });
  const run: RunContext = { actor, clock: parts.clock, invokes: parts.invokes, calls: parts.calls };
  try {
    actor.start();
    await settle();
    for (const id of activeNodeIds(actor.getSnapshot())) states.add(id);
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        await execute(spec, model, step.event)(run, step.event);
        await settle();
      }
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status === 'error') throw snapshot.error;
      assertState(spec, snapshot, step.state, describeStep(path, index));
      spec.check?.({ run, event: step.event, snapshot });
    }
  } finally {
    actor.stop();
  }
  return { states, transitions };
}
