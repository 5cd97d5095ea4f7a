import { guestMachine } from '../../../src/machines/guest/guest.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents } from './helpers.ts';

const GUEST_ID = 'g_k3x9q';

export const guestSpec: ModelSpec = defineModelSpec({
  name: 'guest',
  machine: guestMachine,
  events: {
    ...bareEvents('session.signedIn', 'session.signedOut'),
  },
  invokes: {
    ensureGuestId: { done: [GUEST_ID], error: [new Error('localStorage is blocked')] },
  },
  check: ({ run, snapshot }) => {
    const { guestId } = snapshot.context as { guestId: string | null };
    if (snapshot.matches('guest') && guestId !== GUEST_ID) {
      throw new Error(`guest state without the guest id: ${String(guestId)}`);
    }
    if (snapshot.matches('signedIn') && guestId !== null) {
      throw new Error('signed in but the guest id is still in context');
    }
    const removals = run.calls.filter((call) => call.action === 'removeGuestId');
    if (removals.some((call) => call.event !== 'session.signedIn')) {
      throw new Error('removeGuestId ran outside a sign-in');
    }
  },
});
