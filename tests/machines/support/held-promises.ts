import { fromPromise, type NonReducibleUnknown } from 'xstate';

/** One call of a held promise actor: what it was given, and how the test settles it. */
export interface HeldCall<Output, Input> {
  readonly input: Input;
  resolve(output: Output): void;
  reject(error: unknown): void;
}

/**
 * Promise logic for `machine.provide({ actors })` whose every call waits until the test resolves
 * or rejects it: `calls` in the order they started, `inputs` the same calls' inputs.
 */
export function heldPromises<Output, Input = NonReducibleUnknown>() {
  const calls: HeldCall<Output, Input>[] = [];
  const inputs: Input[] = [];
  const logic = fromPromise<Output, Input>(
    ({ input }) =>
      new Promise<Output>((resolve, reject) => {
        inputs.push(input);
        calls.push({ input, resolve, reject });
      }),
  );
  return { logic, calls, inputs };
}

/** Lets a settled promise reach its actor, and the events that follow run (one macrotask). */
export const nextMacrotask = () => new Promise((resolve) => setTimeout(resolve, 0));
