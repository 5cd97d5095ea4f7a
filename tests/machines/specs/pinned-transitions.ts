import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';

/** (state before, event key) → the state after; a pair the table does not name is not checked. */
export type TransitionTable<S extends string> = Partial<Record<S, Partial<Record<string, S>>>>;

/** One step as the pinned table saw it. */
export interface PinnedStep<S extends string> {
  readonly key: string;
  readonly now: S;
  /** The snapshot before this step; undefined at the start. */
  readonly previous: AnyMachineSnapshot | undefined;
}

/**
 * Pins what a flat machine must do, written from the product spec and independent of its code
 * (the path tests take their paths from the machine, so only such a table can catch a wrong
 * target): the returned check throws when the machine does not start in `initial`, or a step leads
 * elsewhere than the table says. `keyOf` tells apart events of one type whose payload decides
 * (`emailChange.submit:good`). Each path runs on its own run context, which keys the last state.
 */
export function pinTransitions<S extends string>(pinned: {
  readonly initial: S;
  readonly expected: TransitionTable<S>;
  readonly keyOf?: (event: AnyEventObject) => string;
}): (args: { run: object; event: AnyEventObject; snapshot: AnyMachineSnapshot }) => PinnedStep<S> {
  const last = new WeakMap<object, AnyMachineSnapshot>();
  return ({ run, event, snapshot }) => {
    const previous = last.get(run);
    last.set(run, snapshot);
    const now = String(snapshot.value) as S;
    const key = pinned.keyOf?.(event) ?? event.type;
    if (previous === undefined) {
      if (now !== pinned.initial) throw new Error(`starts in ${now}, not in ${pinned.initial}`);
      return { key, now, previous };
    }
    const before = String(previous.value) as S;
    const want = pinned.expected[before]?.[key];
    if (want !== undefined && now !== want) {
      throw new Error(`${key} in ${before} led to ${now}, expected ${want}`);
    }
    return { key, now, previous };
  };
}
