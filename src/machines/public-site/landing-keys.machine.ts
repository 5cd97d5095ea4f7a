import { setup } from 'xstate';

export type LandingKeysEvent = { type: 'session.settled'; signedIn: boolean };

/**
 * Spec section 2, landing: "on load it clears stored keys for user data, auth token and cached
 * routes". It waits until the session knows whether a trader is signed in, clears once, and is
 * done: the auth token only goes when nobody is signed in, so the home page never signs a trader
 * out of a live session.
 */
export const landingKeysMachine = setup({
  types: { events: {} as LandingKeysEvent },
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
    'The landing page’s clearing of stored keys: waits for the session to settle, clears once (the token only without a session), then is done.',
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      description: 'The session is still being restored: nothing is cleared yet.',
      on: {
        'session.settled': {
          target: 'cleared',
          actions: { type: 'clearKeys', params: ({ event }) => ({ signedIn: event.signedIn }) },
        },
      },
    },
    cleared: {
      description: 'The stale keys are gone; nothing more happens on this visit.',
      type: 'final',
    },
  },
});
