import type { AnyMachineSnapshot } from 'xstate';
import { themeMachine } from '../../../src/machines/theme/theme.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, lastCall, samples } from './helpers.ts';

const shown = (snapshot: AnyMachineSnapshot) =>
  snapshot.hasTag('dark') ? 'dark' : snapshot.hasTag('light') ? 'light' : undefined;

export const themeSpec: ModelSpec = defineModelSpec({
  name: 'theme',
  machine: themeMachine,
  events: {
    ...bareEvents('theme.toggle', 'theme.followSystem'),
    ...samples('theme.system', { theme: 'dark' }, { theme: 'light' }),
    // What browserSignals forwards when another tab stored a key: a theme chosen, the theme
    // removed (that tab follows the system again), another key.
    'browser.storageChanged': [
      { type: 'browser.storageChanged', key: 'theme', value: 'dark' },
      { type: 'browser.storageChanged', key: 'theme', value: 'light' },
      { type: 'browser.storageChanged', key: 'theme', value: null },
      { type: 'browser.storageChanged', key: 'guestUserId', value: 'dark' },
    ],
  },
  invokes: {
    readStoredTheme: {
      done: [
        { theme: 'dark', chosen: true },
        { theme: 'light', chosen: true },
        { theme: 'dark', chosen: false },
        { theme: 'light', chosen: false },
      ],
      error: [new Error('localStorage is blocked')],
    },
  },
  check: ({ run, event, snapshot }) => {
    const theme = shown(snapshot);
    if (event.type === 'browser.storageChanged') {
      const { key, value } = event as unknown as { key: string; value: string | null };
      const wanted = key === 'theme' ? value : undefined;
      // Another tab's choice is shown here as a choice, applied, and not stored a second time.
      if (wanted && (!snapshot.matches({ chosen: wanted }) || theme !== wanted)) {
        throw new Error(`another tab chose ${wanted}, this one shows ${String(theme)}`);
      }
      // Another tab went back to the system's theme: a choice here is dropped and it is read.
      if (wanted === null && snapshot.matches('chosen')) {
        throw new Error('another tab follows the system, this one kept its choice');
      }
      for (const action of ['persistTheme', 'forgetTheme']) {
        if (lastCall(run.calls, action)?.event === 'browser.storageChanged') {
          throw new Error(`another tab’s theme led to ${action} here`);
        }
      }
    }
    if (event.type === 'theme.followSystem') {
      if (lastCall(run.calls, 'forgetTheme')?.event !== 'theme.followSystem') {
        throw new Error('following the system again did not forget the stored choice');
      }
      if (!snapshot.matches('resolving')) throw new Error('the system preference was not read');
    }
    if (snapshot.matches('resolving')) return;
    const applied = lastCall(run.calls, 'applyTheme');
    if (JSON.stringify(applied?.params) !== JSON.stringify({ theme })) {
      throw new Error(
        `theme ${String(theme)} is shown but applyTheme last got ${JSON.stringify(applied?.params)}`,
      );
    }
    if (event.type === 'theme.toggle') {
      const persisted = lastCall(run.calls, 'persistTheme');
      if (
        !snapshot.matches('chosen') ||
        persisted?.event !== 'theme.toggle' ||
        JSON.stringify(persisted.params) !== JSON.stringify({ theme })
      ) {
        throw new Error(`toggle to ${String(theme)} was not kept as the trader's choice`);
      }
    }
    if (event.type === 'theme.system') {
      const system = (event as unknown as { theme: string }).theme;
      if (snapshot.matches('following') && theme !== system) {
        throw new Error(`the system turned ${system} but the page shows ${String(theme)}`);
      }
      if (
        snapshot.matches('chosen') &&
        lastCall(run.calls, 'applyTheme')?.event === 'theme.system'
      ) {
        throw new Error('a system change overrode the trader’s choice');
      }
    }
  },
});
