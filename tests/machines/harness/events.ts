import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate';
import type { EventSamples, ModelSpec } from './spec.ts';

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';

function samples(value: EventSamples, snapshot: AnyMachineSnapshot): readonly AnyEventObject[] {
  return typeof value === 'function' ? value(snapshot) : value;
}

function matchesWildcard(descriptor: string, type: string): boolean {
  return (
    descriptor === '*' || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)))
  );
}

/** Declared samples for a descriptor; undefined when the spec does not know the event type. */
function declared(
  spec: ModelSpec,
  type: string,
  snapshot: AnyMachineSnapshot,
): readonly AnyEventObject[] | undefined {
  if (type.startsWith(DONE_ACTOR)) {
    return spec.invokes?.[type.slice(DONE_ACTOR.length)]?.done?.map((output) => ({ type, output }));
  }
  if (type.startsWith(ERROR_ACTOR)) {
    return spec.invokes?.[type.slice(ERROR_ACTOR.length)]?.error?.map((error) => ({ type, error }));
  }
  if (type.startsWith('xstate.after.')) return [{ type }];
  const own = spec.events?.[type];
  if (own) return samples(own, snapshot);
  if (spec.executors?.[type]) return [{ type }];
  if (type.includes('*')) {
    const matching = Object.entries(spec.events ?? {}).filter(([t]) => matchesWildcard(type, t));
    return matching.length > 0 ? matching.flatMap(([, s]) => samples(s, snapshot)) : undefined;
  }
  return undefined;
}

function enabled(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  try {
    return snapshot.can(event);
  } catch {
    return true; // let the live run show what goes wrong
  }
}

/**
 * The traversal's `events` function: every event type the active states handle
 * (`__unsafe_getAllOwnEventDescriptors`), with the spec's payloads. Events that would change nothing
 * are pruned. `xstate.done.state.*` is left out: the machine raises it itself when a region
 * finishes. Event types the spec does not declare are kept as bare events so the executor check
 * names them instead of the traversal skipping them silently.
 */
export function eventsFor(spec: ModelSpec): (snapshot: AnyMachineSnapshot) => AnyEventObject[] {
  return (snapshot) => {
    const types = (__unsafe_getAllOwnEventDescriptors(snapshot) as string[]).filter(
      (type) => !type.startsWith('xstate.done.state.'),
    );
    return types.flatMap((type) => {
      const known = declared(spec, type, snapshot);
      if (known === undefined) return [{ type }];
      return known.filter((event) => enabled(snapshot, event));
    });
  };
}
