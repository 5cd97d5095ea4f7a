/** docs/statecharts/system.md: the actor tree and the messages, from buildSystem's model. */
import { GENERATED_NOTE } from '../render.ts';
import { cell, table } from '../tables.ts';
import type { ActorNode, SystemModel } from './build.ts';

const code = (text: string) => `\`${text}\``;

function causeText(node: ActorNode): string {
  if (node.kind === 'invoked') {
    return `invoked in ${node.causes.map((c) => code(c.replace(/^in /, ''))).join(', ')}`;
  }
  const causes = node.causes.map((c) => {
    if (c === 'start') return 'at start';
    if (c === 'route') return 'per route (the route table in src/routing)';
    return `on ${code(c)}`;
  });
  return `spawned ${causes.join(', ')}`;
}

function machineLink(node: ActorNode): string {
  if (!node.machine) return 'not a catalogued machine';
  return node.machine
    .split(' or ')
    .map((name) => `[${name}](${name}.md)`)
    .join(' or ');
}

function renderTree(model: SystemModel): string[] {
  const children = new Map<string, ActorNode[]>();
  for (const node of model.actors)
    children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  const lines: string[] = [];
  const seen = new Set<string>();
  const walk = (label: string, depth: number) => {
    for (const node of children.get(label) ?? []) {
      if (seen.has(node.label)) continue;
      seen.add(node.label);
      lines.push(
        `${'  '.repeat(depth)}- ${code(node.label)}: ${machineLink(node)}, ${causeText(node)}`,
      );
      walk(node.label, depth + 1);
    }
  };
  lines.push(`- ${code(model.root)}: [root](root.md)`);
  seen.add(model.root);
  walk(model.root, 1);
  // Machines no actor of the tree starts (a view or a service creates them), with what they invoke.
  const orphans = [...children.keys()].filter((label) => !seen.has(label)).sort();
  for (const label of orphans) {
    lines.push(`- ${code(label)}: not started by a machine`);
    walk(label, 1);
  }
  return lines;
}

export function renderSystem(model: SystemModel): string {
  const rows = model.messages.map((m) => [code(m.from), code(m.to), code(m.event)]);
  const sections = [
    GENERATED_NOTE,
    '# The actor system',
    [
      'Generated from the machines: the root machine and every catalogued machine with a built-in',
      'action that sends or spawns run through their path-test events (`tests/machines/specs`) with',
      "XState's inspection on, every actor the root creates present under its systemId; invoked",
      "children come from the machines' configs. Actors are named by systemId, or `parent/id` when",
      `they have none. Machines whose paths ran: ${model.observed.map(code).join(', ')}.`,
    ].join('\n'),
    '## Actor tree',
    'Who starts whom: spawned under a systemId (at start, on an event, or per route) or invoked by a state.',
    renderTree(model).join('\n'),
    '## Messages',
    'Every event one actor sends another with a built-in action (`sendTo`, `enqueueActions`); a custom action that calls `send` itself, or one a spec replaces with a fake, does not show.',
    rows.length > 0
      ? table(
          ['From', 'To', 'Event'],
          rows.map((r) => r.map(cell)),
        )
      : '_No messages._',
  ];
  return `${sections.join('\n\n')}\n`;
}
