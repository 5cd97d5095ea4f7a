import { themeMachine } from '../../../src/machines/theme/theme.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { lastCall } from './helpers.ts';

export const themeSpec: ModelSpec = defineModelSpec({
  name: 'theme',
  machine: themeMachine,
  events: { 'theme.toggle': [{ type: 'theme.toggle' }] },
  invokes: {
    readStoredTheme: { done: ['dark', 'light'], error: [new Error('localStorage is blocked')] },
  },
  check: ({ run, event, snapshot }) => {
    const theme = snapshot.value;
    if (theme === 'resolving') return;
    const applied = lastCall(run.calls, 'applyTheme');
    if (JSON.stringify(applied?.params) !== JSON.stringify({ theme })) {
      throw new Error(
        `theme ${String(theme)} is shown but applyTheme last got ${JSON.stringify(applied?.params)}`,
      );
    }
    if (event.type === 'theme.toggle') {
      const persisted = lastCall(run.calls, 'persistTheme');
      if (
        persisted?.event !== 'theme.toggle' ||
        JSON.stringify(persisted.params) !== JSON.stringify({ theme })
      ) {
        throw new Error(
          `toggle to ${String(theme)} was not persisted: ${JSON.stringify(persisted)}`,
        );
      }
    }
  },
});
