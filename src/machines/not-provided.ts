import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * Default for a side effect a machine declares but does not own: the services layer (or a test)
 * supplies the real one with `machine.provide()`. Failing loudly beats a silent no-op.
 */
export function notProvided(name: string): never {
  throw new Error(`${name} must be provided by the services layer`);
}

/** A request actor (`fromPromise`) that the services layer provides; until then it fails loudly. */
export const providedRequest = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => notProvided(name));
