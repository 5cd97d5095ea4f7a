import type { DelayModel } from './delays.ts';
import { type MachineModel, NO_TARGET, type TransitionModel } from './model.ts';

/** A Markdown table cell: pipes escaped, newlines folded, empty shown as an em dash. */
export function cell(text: string | undefined): string {
  const clean = (text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return clean === '' ? '—' : clean;
}

function code(text: string): string {
  return `\`${text}\``;
}

function list(items: readonly string[]): string {
  return items.map(code).join(', ');
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function statesTable(model: MachineModel): string {
  const rows = model.states.map((s) => [
    code(s.id),
    s.id === model.rootId ? `${s.type} (root)` : s.type,
    cell(s.description),
    cell(list(s.invokes.map((inv) => `${inv.id}: ${inv.src}`))),
    cell(list(s.entry)),
    cell(list(s.exit)),
  ]);
  return table(['State', 'Type', 'Description', 'Invokes', 'Entry', 'Exit'], rows);
}

function delayCell(delay: DelayModel | undefined): string {
  if (!delay) return '—';
  if (!delay.computed)
    return delay.ms === undefined ? `unresolved ${code(String(delay.name))}` : String(delay.ms);
  const by = `computed by ${code(String(delay.name))}`;
  return delay.ms === undefined ? by : `${delay.ms} (${by} at initial context)`;
}

function eventCell(t: TransitionModel): string {
  if (t.kind === 'after' && t.delay) {
    return `after ${t.delay.name ? code(t.delay.name) : `${t.delay.ms}ms`}`;
  }
  if (t.kind === 'always') return '*always*';
  return code(t.eventType);
}

export function transitionsTable(model: MachineModel): string {
  const rows = model.transitions.map((t) => [
    code(t.sourceId),
    cell(eventCell(t)),
    cell(t.guard ? code(t.guard) : undefined),
    t.targetIds.length > 0 ? list(t.targetIds) : `${NO_TARGET} (stays, runs actions)`,
    cell(list(t.actions)),
    delayCell(t.delay),
  ]);
  return table(['Source', 'Event', 'Guard', 'Target', 'Actions', 'Delay (ms)'], rows);
}
