/** What a form's submit is checked with: the guard that refuses it and the actions around it. */
export interface SubmitCheck<TEvent, TError, G extends string, S extends string, C extends string> {
  /** The guard (it reads the event) that holds when what was typed is refused. */
  readonly invalid: G;
  /** The action (it reads the event) that keeps what was typed, refused or not. */
  readonly store: S;
  /** The first error in what was typed; the `invalid` guard holds exactly when it is not null. */
  readonly errorOf: (event: TEvent) => TError | null;
  /** Where an accepted submit goes (the request's state). */
  readonly target: string;
  /** The action that clears the last message when the submit is accepted. */
  readonly clear: C;
}

/**
 * A form's submit transitions: what was typed is kept either way; refused, the first error shows
 * (`showError`) and the form stays; accepted, the last message is cleared and it goes to `target`.
 */
export const checkedSubmit = <
  TEvent,
  TError,
  const G extends string,
  const S extends string,
  const C extends string,
>(
  check: SubmitCheck<TEvent, TError, G, S, C>,
) => {
  const eventOf = ({ event }: { event: TEvent }) => event;
  const store = { type: check.store, params: eventOf } as const;
  return [
    {
      guard: { type: check.invalid, params: eventOf },
      actions: [
        store,
        // The guard held, so there is an error.
        {
          type: 'showError',
          params: ({ event }: { event: TEvent }) => check.errorOf(event) as TError,
        },
      ],
    },
    { target: check.target, actions: [store, check.clear] },
  ] as const;
};
