/**
 * Runs one machine through its model-based path tests (tests/machines/specs) with XState's
 * inspection on, and records what the actor system did: every actor created (with its parent, its
 * systemId and the event that made it) and every event one actor sent another.
 *
 * The machine runs as in the path tests (fake custom actions, controlled invokes, inert children),
 * and every app-wide actor it may address is there as a silent stand-in under its systemId, so a
 * `sendTo(({ system }) => system.get(id), ...)` reaches one and shows.
 */
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromCallback,
  type InspectionEvent,
} from 'xstate';
import { execute } from '../../../tests/machines/harness/executors.ts';
import { prepareModel } from '../../../tests/machines/harness/model.ts';
import type { ModelPath } from '../../../tests/machines/harness/paths.ts';
import { settle } from '../../../tests/machines/harness/run.ts';
import { createRunParts } from '../../../tests/machines/harness/run-context.ts';
import type { ModelSpec, RunContext } from '../../../tests/machines/harness/spec.ts';

/** An actor as the runs saw it. `self` is the machine under test. */
export interface ObservedActor {
  readonly self: boolean;
  readonly systemId: string | undefined;
  /** `id` under its parent (the invoke id or the spawn id). */
  readonly id: string;
  readonly parent: ObservedActor | undefined;
  /** The `src` name it was created from, when it was created by name. */
  readonly src: string | undefined;
  /** Its logic (a state machine, a promise, a callback...). */
  readonly logic: unknown;
}

export interface ObservedSpawn {
  readonly child: ObservedActor;
  /** The event its parent was handling when it was created; `start` for the initial state. */
  readonly cause: string;
}

export interface ObservedMessage {
  readonly from: ObservedActor;
  readonly to: ObservedActor;
  readonly event: string;
}

export interface Observation {
  readonly spawns: ObservedSpawn[];
  readonly messages: ObservedMessage[];
}

const silent = fromCallback(() => undefined);

/** What the inspection's actor refs carry besides the public API. */
type Ref = AnyActorRef & {
  readonly systemId?: string;
  readonly _parent?: Ref;
  readonly src?: unknown;
  readonly logic?: unknown;
};

/** The system's registry: a stand-in goes in as if it had been spawned under that systemId. */
type Registry = { _set(systemId: string, ref: AnyActorRef): void };

/** The machine's named actions that are XState built-ins (they carry `resolve`). */
function builtInActions(machine: AnyStateMachine): Record<string, unknown> {
  const actions = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(actions).filter(([, impl]) => typeof impl === 'function' && 'resolve' in impl),
  );
}

export function machineIdOf(logic: unknown): string | undefined {
  const machine = (logic ?? {}) as { config?: unknown; id?: unknown };
  return machine.config !== undefined && typeof machine.id === 'string' ? machine.id : undefined;
}

/**
 * The shortest paths form a tree: a path whose events begin another path's adds nothing that the
 * longer one does not replay, so only the longest of each branch runs.
 */
function withoutPrefixes(paths: readonly ModelPath[]): ModelPath[] {
  const keyed = paths.map((path) => ({
    path,
    key: path.steps
      .slice(1)
      .map((step) => `${JSON.stringify(step.event)}\n`)
      .join(''),
  }));
  const keys = keyed.map((k) => k.key).sort();
  return keyed
    .filter(({ key }) => {
      const next = keys[keys.indexOf(key) + 1];
      return next === undefined || next === key || !next.startsWith(key);
    })
    .filter(({ key }, i, all) => all.findIndex((other) => other.key === key) === i)
    .map(({ path }) => path);
}

/**
 * `standIns`: the systemIds to fill with silent actors (those the machine under test does not
 * create itself); `ownSystemId`: the systemId the app gives the machine under test, if any.
 */
export async function observeSpec(
  spec: ModelSpec,
  standIns: readonly string[],
  ownSystemId: string | undefined,
): Promise<Observation> {
  const prepared = prepareModel(spec);
  const spawns: ObservedSpawn[] = [];
  const messages: ObservedMessage[] = [];
  for (const path of withoutPrefixes(prepared.paths)) {
    const parts = createRunParts(spec);
    // A spec may replace a built-in send with a recording fake for its own checks; here the real
    // one runs, so the message shows.
    const machine = parts.machine.provide({ actions: builtInActions(spec.machine) as never });
    const actors = new Map<Ref, ObservedActor>();
    const handling = new Map<Ref, string>();
    const stubs = new Map<Ref, string>();
    let underTest: Ref | undefined;
    // Created lazily: an actor's systemId is set after its `@xstate.actor` event.
    const observed = (ref: Ref): ObservedActor => {
      const known = actors.get(ref);
      if (known) return known;
      const actor: ObservedActor = {
        self: ref === underTest,
        systemId: stubs.get(ref) ?? (ref === underTest ? ownSystemId : ref.systemId),
        id: ref.id,
        parent: ref._parent ? observed(ref._parent) : undefined,
        src: typeof ref.src === 'string' ? ref.src : undefined,
        logic: ref.logic,
      };
      actors.set(ref, actor);
      return actor;
    };
    const created = new Map<Ref, string>();
    const sent: { from: Ref; to: Ref; event: string }[] = [];
    const inspect = (ev: InspectionEvent) => {
      const target = ev.actorRef as Ref;
      if (ev.type === '@xstate.actor') {
        const parent = target._parent;
        if (parent) created.set(target, handling.get(parent) ?? 'start');
        return;
      }
      if (ev.type !== '@xstate.event') return;
      const type = (ev.event as AnyEventObject).type;
      if (type !== 'xstate.init') handling.set(target, type);
      const source = ev.sourceRef as Ref | undefined;
      if (!source || source === target || type.startsWith('xstate.')) return;
      sent.push({ from: source, to: target, event: type });
    };
    const actor = createActor(machine, {
      clock: parts.clock,
      input: spec.input,
      inspect,
      ...(ownSystemId ? { systemId: ownSystemId } : {}),
    });
    underTest = actor;
    for (const systemId of standIns) {
      if (systemId === ownSystemId) continue;
      const stub = createActor(silent).start();
      stubs.set(stub, systemId);
      (actor.system as unknown as Registry)._set(systemId, stub);
    }
    const run: RunContext = {
      actor,
      clock: parts.clock,
      invokes: parts.invokes,
      calls: parts.calls,
    };
    try {
      actor.start();
      await settle();
      for (const step of path.steps.slice(1)) {
        await execute(spec, prepared.model, step.event)(run, step.event);
        await settle();
        if ((actor.getSnapshot() as AnyMachineSnapshot).status !== 'active') break;
      }
    } finally {
      actor.stop();
    }
    // Resolved only now, when every systemId is set.
    for (const [ref, cause] of created) spawns.push({ child: observed(ref), cause });
    for (const { from, to, event } of sent) {
      messages.push({ from: observed(from), to: observed(to), event });
    }
  }
  return { spawns, messages };
}
