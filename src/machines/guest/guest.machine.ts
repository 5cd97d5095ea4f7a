import { assign, setup } from 'xstate';
import { notProvided, providedRequest } from '../not-provided.ts';

export type GuestEvent = { type: 'session.signedIn' } | { type: 'session.signedOut' };

export interface GuestContext {
  guestId: string | null;
}

export const guestMachine = setup({
  types: { context: {} as GuestContext, events: {} as GuestEvent },
  actors: {
    ensureGuestId: providedRequest<string>('guest.ensureGuestId'),
  },
  actions: {
    removeGuestId: () => notProvided('guest.removeGuestId'),
    storeGuestId: assign({ guestId: (_, params: { guestId: string }) => params.guestId }),
    forgetGuestId: assign({ guestId: null }),
  },
}).createMachine({
  id: 'guest',
  description:
    'The guest identity for live market data: `g_` + 5 base-36 characters kept in localStorage `guestUserId`, stable across reloads, removed on login.',
  context: { guestId: null },
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Reading the stored guest id, or creating and storing a new one.',
      invoke: {
        id: 'ensureGuestId',
        src: 'ensureGuestId',
        onDone: {
          target: 'guest',
          actions: { type: 'storeGuestId', params: ({ event }) => ({ guestId: event.output }) },
        },
        onError: { target: 'unidentified' },
      },
    },
    guest: {
      description: 'A guest with a stable guest id.',
      on: {
        'session.signedIn': { target: 'signedIn', actions: ['removeGuestId', 'forgetGuestId'] },
      },
    },
    unidentified: {
      description:
        'Browser storage refused the guest id (private mode or blocked storage); live data waits for a sign-in.',
      on: { 'session.signedIn': { target: 'signedIn' } },
    },
    signedIn: {
      description: 'A trader is signed in: the guest id was removed; the user id identifies them.',
      on: { 'session.signedOut': { target: 'resolving' } },
    },
  },
});
