import type { MachineModel, StateModel, TransitionModel } from './model.ts';

/** Mermaid-safe node id: `s_` + the state id with `.` as `__` and anything else non-word as `_`. */
export function mermaidId(stateId: string): string {
  return `s_${stateId.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/** Text that renders as written in Mermaid labels: no double quotes, braces, semicolons or hashes. */
export function mermaidText(text: string): string {
  return text
    .replace(/"/g, "'")
    .replace(/[{}]/g, (brace) => (brace === '{' ? '(' : ')'))
    .replace(/[;#]/g, ' ')
    .replace(/-->/g, '->')
    .replace(/\s+/g, ' ')
    .trim();
}

export function transitionLabel(t: TransitionModel): string {
  const guard = t.guard ? ` [${t.guard}]` : '';
  const actions = t.actions.length > 0 ? ` / ${t.actions.join(', ')}` : '';
  return `${t.eventLabel}${guard}${actions}`;
}

function stateLabel(state: StateModel): string {
  const invokes = state.invokes.map((inv) => `invoke ${inv.id}`);
  const extras = [state.type === 'history' ? 'history' : undefined, ...invokes].filter(Boolean);
  return extras.length > 0 ? `${state.key} (${extras.join(', ')})` : state.key;
}

function ancestors(byId: Map<string, StateModel>, id: string | undefined): string[] {
  const chain: string[] = [];
  for (let cur = id; cur !== undefined; cur = byId.get(cur)?.parentId) chain.push(cur);
  return chain;
}

/** The composite whose block holds the transition: the lowest common ancestor of both parents. */
function containerOf(
  byId: Map<string, StateModel>,
  source: string,
  target: string,
): string | undefined {
  const fromSource = ancestors(byId, byId.get(source)?.parentId);
  const fromTarget = new Set(ancestors(byId, byId.get(target)?.parentId));
  return fromSource.find((id) => fromTarget.has(id));
}

/** A `stateDiagram-v2` for the machine, wrapped in one composite state named after the machine. */
export function renderMermaid(model: MachineModel): string {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const placed = new Map<string | undefined, string[]>();
  const notes = new Map<string, string[]>();
  for (const t of model.transitions) {
    if (t.targetIds.length === 0) {
      const source = byId.get(t.sourceId);
      if (source?.childIds.length === 0) {
        notes.set(t.sourceId, [...(notes.get(t.sourceId) ?? []), transitionLabel(t)]);
        continue;
      }
      // A composite cannot carry description lines: draw a self-loop marked as targetless.
      const line = `${mermaidId(t.sourceId)} --> ${mermaidId(t.sourceId)} : ${mermaidText(`${transitionLabel(t)} (targetless)`)}`;
      const container = byId.get(t.sourceId)?.parentId;
      placed.set(container, [...(placed.get(container) ?? []), line]);
      continue;
    }
    for (const target of t.targetIds) {
      const container = containerOf(byId, t.sourceId, target);
      const line = `${mermaidId(t.sourceId)} --> ${mermaidId(target)} : ${mermaidText(transitionLabel(t))}`;
      placed.set(container, [...(placed.get(container) ?? []), line]);
    }
  }
  const lines: string[] = ['stateDiagram-v2', `  [*] --> ${mermaidId(model.rootId)}`];

  const renderState = (state: StateModel, indent: string): void => {
    const id = mermaidId(state.id);
    lines.push(`${indent}state "${mermaidText(stateLabel(state))}" as ${id}`);
    if (state.childIds.length === 0) {
      for (const note of notes.get(state.id) ?? [])
        lines.push(`${indent}${id} : ${mermaidText(note)}`);
      return;
    }
    lines.push(`${indent}state ${id} {`);
    const inner = `${indent}  `;
    const children = state.childIds.flatMap((childId) => byId.get(childId) ?? []);
    children.forEach((child, i) => {
      if (state.type === 'parallel' && i > 0) lines.push(`${inner}--`);
      renderState(child, inner);
    });
    if (state.initialId !== undefined) lines.push(`${inner}[*] --> ${mermaidId(state.initialId)}`);
    for (const child of children) {
      if (child.type === 'final') lines.push(`${inner}${mermaidId(child.id)} --> [*]`);
    }
    for (const line of placed.get(state.id) ?? []) lines.push(`${inner}${line}`);
    lines.push(`${indent}}`);
  };

  const root = byId.get(model.rootId);
  if (root) renderState(root, '  ');
  for (const line of placed.get(undefined) ?? []) lines.push(`  ${line}`);
  return `${lines.join('\n')}\n`;
}
