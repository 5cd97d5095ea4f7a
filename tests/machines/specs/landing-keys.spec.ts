import { landingKeysMachine } from '../../../src/machines/public-site/landing-keys.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

/** The landing keys actor starts with the settled session and clears exactly once, as it says. */
const landingKeysSpecFor = (signedIn: boolean): ModelSpec =>
  defineModelSpec({
    name: 'landing-keys',
    machine: landingKeysMachine,
    input: { signedIn },
    check: ({ run, snapshot }) => {
      const clears = run.calls.filter((call) => call.action === 'clearKeys');
      if (clears.length !== 1) throw new Error(`the keys are cleared ${clears.length} times`);
      const params = clears[0]?.params as { signedIn: boolean };
      if (params.signedIn !== signedIn) throw new Error('cleared with the wrong session state');
      if (snapshot.status !== 'done') throw new Error('the clearing is not done after clearing');
    },
  });

export const landingKeysSpec: ModelSpec = landingKeysSpecFor(false);
export const landingKeysSignedInSpec: ModelSpec = landingKeysSpecFor(true);
