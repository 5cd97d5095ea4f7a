import type { AnyStateMachine } from 'xstate';
import { currencyMachine } from './currency/currency.machine.ts';
import { guestMachine } from './guest/guest.machine.ts';
import { persistenceMachine } from './persistence/persistence.machine.ts';
import { rootMachine } from './root.machine.ts';
import { themeMachine } from './theme/theme.machine.ts';

/** A state or transition that no event sequence can reach, with the reason an auditor can check. */
export interface UnreachableItem {
  readonly kind: 'state' | 'transition';
  /** State id (e.g. `theme.dark`) or transition key `<sourceStateId> -- <eventType> --> <targetStateId>`. */
  readonly id: string;
  readonly reason: string;
}

export interface MachineEntry {
  /** File-name-safe name: the doc is written to docs/statecharts/<name>.md. */
  readonly name: string;
  /** One line on what the machine models, for docs/statecharts/index.md. */
  readonly summary: string;
  readonly machine: AnyStateMachine;
  readonly unreachable?: readonly UnreachableItem[];
}

/** Every machine of the app. The statechart docs and the model-based tests both read this list. */
export const machineCatalogue: readonly MachineEntry[] = [
  {
    name: 'root',
    summary: 'The root system: spawns every long-lived actor under its systemId.',
    machine: rootMachine,
  },
  {
    name: 'theme',
    summary: 'Light or dark theme, toggled, persisted in localStorage and applied to the document.',
    machine: themeMachine,
  },
  {
    name: 'guest',
    summary: 'The guest id (g_ + 5 base-36 characters) for live data, stable until login.',
    machine: guestMachine,
  },
  {
    name: 'currency',
    summary: 'Display currency USD or INR; the toggle flips it and a guest keeps it locally.',
    machine: currencyMachine,
  },
  {
    name: 'persistence',
    summary: 'Rehydrates the auth and funds slices from persist:root with a 5 s timeout.',
    machine: persistenceMachine,
  },
];
