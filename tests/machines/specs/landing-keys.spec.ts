import { landingKeysMachine } from '../../../src/machines/public-site/landing-keys.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

export const landingKeysSpec: ModelSpec = defineModelSpec({
  name: 'landing-keys',
  machine: landingKeysMachine,
  events: {
    'session.settled': [
      { type: 'session.settled', signedIn: false },
      { type: 'session.settled', signedIn: true },
    ],
  },
  check: ({ run, event, snapshot }) => {
    const clears = run.calls.filter((call) => call.action === 'clearKeys');
    if (clears.length > 1) throw new Error('the keys are cleared more than once');
    if (snapshot.matches('cleared') && clears.length !== 1) {
      throw new Error('cleared without clearing');
    }
    const signedIn = (event as { signedIn?: boolean }).signedIn;
    if (event.type === 'session.settled' && clears.length === 1) {
      const params = clears[0]?.params as { signedIn: boolean };
      if (params.signedIn !== signedIn) throw new Error('cleared with the wrong session state');
    }
  },
});
