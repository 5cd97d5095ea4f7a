import type { AnyEventObject } from 'xstate';
import { resolveDelay } from '../../../scripts/statecharts/delays.ts';
import type { MachineModel } from '../../../scripts/statecharts/model.ts';
import type { ModelPath } from './paths.ts';
import type { Executor, ModelSpec } from './spec.ts';

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';

const send: Executor = (run, event) => {
  run.actor.send(event);
};

function afterExecutor(model: MachineModel, type: string): Executor | undefined {
  const transition = model.transitions.find((t) => t.kind === 'after' && t.eventType === type);
  const delayRef = (transition?.definition as { delay?: unknown } | undefined)?.delay;
  if (delayRef === undefined) return undefined;
  return (run) => {
    const { context } = run.actor.getSnapshot();
    const { ms } = resolveDelay(run.actor.logic, delayRef, context);
    if (ms === undefined) throw new Error(`Delay of ${type} does not resolve to a number of ms`);
    run.clock.fire(ms);
  };
}

/** How the live actor is made to take `type`; undefined when nothing in the spec says how. */
export function executorFor(
  spec: ModelSpec,
  model: MachineModel,
  type: string,
): Executor | undefined {
  const custom = spec.executors?.[type];
  if (custom) return custom;
  if (spec.events?.[type]) return send;
  if (type.startsWith('xstate.after.')) return afterExecutor(model, type);
  if (type.startsWith(DONE_ACTOR)) {
    const id = type.slice(DONE_ACTOR.length);
    if (!spec.invokes?.[id]?.done?.length) return undefined;
    return (run, event) => run.invokes.resolve(id, (event as { output?: unknown }).output);
  }
  if (type.startsWith(ERROR_ACTOR)) {
    const id = type.slice(ERROR_ACTOR.length);
    if (!spec.invokes?.[id]?.error?.length) return undefined;
    return (run, event) => run.invokes.reject(id, (event as { error?: unknown }).error);
  }
  return undefined;
}

/** Every event type on the paths except the start. */
export function discoveredEventTypes(paths: readonly ModelPath[]): string[] {
  const types = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps)
      if (step.event.type !== 'xstate.init') types.add(step.event.type);
  }
  return [...types].sort();
}

/**
 * Throws naming every discovered event type without an executor: `path.test()` would skip such a
 * step silently, so a spec that forgot an event could pass without testing anything.
 */
export function assertExecutors(
  spec: ModelSpec,
  model: MachineModel,
  paths: readonly ModelPath[],
): void {
  const missing = discoveredEventTypes(paths).filter((type) => !executorFor(spec, model, type));
  if (missing.length > 0) {
    throw new Error(
      `${spec.name}: no executor for event type(s) ${missing.join(', ')}. Declare them in the model ` +
        'spec: `events` (with payloads), `invokes.<id>.done`/`.error`, or `executors`.',
    );
  }
}

export function execute(spec: ModelSpec, model: MachineModel, event: AnyEventObject): Executor {
  const executor = executorFor(spec, model, event.type);
  if (!executor) throw new Error(`${spec.name}: no executor for ${event.type}`);
  return executor;
}
