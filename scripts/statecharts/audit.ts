import { describeMachine } from './model.ts';
import type { DocEntry } from './render.ts';

const SAFE_NAME = /^[a-z0-9][a-z0-9.-]*$/i;

/** Problems that make a catalogue entry unauditable: every one is a reason for `--check` to fail. */
export function auditEntries(entries: readonly DocEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!SAFE_NAME.test(entry.name) || entry.name === 'index') {
      problems.push(`catalogue entry "${entry.name}": name must be file-name safe and not "index"`);
    }
    if (seen.has(entry.name)) problems.push(`catalogue entry "${entry.name}" appears twice`);
    seen.add(entry.name);
    if (entry.summary.trim() === '' || entry.summary.includes('\n')) {
      problems.push(`${entry.name}: summary must be one non-empty line`);
    }
    const model = describeMachine(entry.machine);
    for (const state of model.states) {
      if (state.id !== model.rootId && !state.description?.trim()) {
        problems.push(`${entry.name}: state "${state.id}" has no description`);
      }
      for (const invoke of state.invokes) {
        if (!invoke.declaredId) {
          problems.push(`${entry.name}: state "${state.id}" invokes "${invoke.src}" without an id`);
        }
      }
    }
  }
  return problems;
}
