import { setup } from 'xstate';

export interface LandingKeysInput {
  /** Whether the settled session has a trader signed in. */
  readonly signedIn: boolean;
}

/**
 * Spec section 2, landing: "on load it clears stored keys for user data, auth token and cached
 * routes". The root's pages actor starts this once the session knows whether a trader is signed
 * in (the landing route waits for a settled session); it clears once and is done: the auth token
 * only goes when nobody is signed in, so the home page never signs a trader out of a live session.
 */
export const landingKeysMachine = setup({
  types: { input: {} as LandingKeysInput, context: {} as LandingKeysInput },
  actions: {
    /**
     * Provided by the services layer (public-site.services.ts), which owns the storage. Not the
     * usual `notProvided` throw: the landing page's first load should not carry its messages.
     */
    clearKeys: (_, _params: { signedIn: boolean }): void => {},
  },
}).createMachine({
  id: 'landingKeys',
  description:
    'The landing page’s clearing of stored keys, started once the session has settled: clears once (the token only without a session), then is done.',
  context: ({ input }) => ({ signedIn: input.signedIn }),
  initial: 'cleared',
  states: {
    cleared: {
      description: 'The stale keys are gone; nothing more happens on this visit.',
      type: 'final',
      entry: { type: 'clearKeys', params: ({ context }) => ({ signedIn: context.signedIn }) },
    },
  },
});
