/**
 * The actor system as the machines build it: runs the root machine, then every other catalogued
 * machine, through their path-test events (observe.ts) and folds what the runs saw into one tree
 * of actors and one list of messages, labelled by systemId.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { systemIds } from '../../../src/machines/ids.ts';
import type { ModelSpec } from '../../../tests/machines/harness/spec.ts';
import { describeMachine } from '../model.ts';
import type { DocEntry } from '../render.ts';
import { machineIdOf, type ObservedActor, observeSpec } from './observe.ts';

export interface ActorNode {
  /** The systemId, or `<parent>/<id>` for an actor without one. */
  readonly label: string;
  readonly parent: string;
  readonly systemId: string | undefined;
  /** The catalogue name of its machine, when it is one. */
  readonly machine: string | undefined;
  readonly kind: 'spawned' | 'invoked';
  /** Events its parent was handling when it was created (`start` for the initial state). */
  readonly causes: readonly string[];
}

export interface Message {
  readonly from: string;
  readonly to: string;
  readonly event: string;
}

export interface SystemModel {
  readonly root: string;
  readonly actors: readonly ActorNode[];
  readonly messages: readonly Message[];
  /** Catalogued machines whose paths ran (those that send or spawn), by name. */
  readonly observed: readonly string[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const TALKING_ACTIONS = new Set([
  'xstate.sendTo',
  'xstate.sendParent',
  'xstate.forwardTo',
  'xstate.spawnChild',
  'xstate.enqueueActions',
]);

/**
 * Whether the machine has a built-in action that sends or spawns. Under the path-test harness only
 * built-in actions run (custom ones are recording fakes), so a machine without one can neither
 * send nor spawn there, and running its paths would show nothing.
 */
export function sendsOrSpawns(machine: AnyStateMachine): boolean {
  const talks = (action: unknown) =>
    typeof action === 'function' &&
    TALKING_ACTIONS.has(String((action as { type?: unknown }).type));
  if (Object.values(machine.implementations.actions ?? {}).some(talks)) return true;
  return (
    describeMachine(machine).transitions.some((t) => t.definition.actions.some(talks)) ||
    allStateNodes(machine.root).some((node) => [...node.entry, ...node.exit].some(talks))
  );
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

export async function buildSystem(
  entries: readonly DocEntry[],
  specs: readonly ModelSpec[],
): Promise<SystemModel> {
  // `provide` (the harness's fakes, the services) keeps a machine's config object, so a logic is
  // matched by config; several entries may share one (the sockets are one machine provided four
  // ways), and then the one whose guards and delays the logic still has wins.
  const byConfig = new Map<unknown, DocEntry[]>();
  for (const entry of entries) {
    byConfig.set(entry.machine.config, [...(byConfig.get(entry.machine.config) ?? []), entry]);
  }
  const nameOfLogic = (logic: unknown): string | undefined => {
    if (machineIdOf(logic) === undefined) return undefined;
    const machine = logic as AnyStateMachine;
    const candidates = byConfig.get(machine.config) ?? [];
    if (candidates.length <= 1) return candidates[0]?.name;
    const shared = (entry: DocEntry) =>
      (['guards', 'delays'] as const).reduce((n, kind) => {
        const mine = (machine.implementations[kind] ?? {}) as Record<string, unknown>;
        const theirs = (entry.machine.implementations[kind] ?? {}) as Record<string, unknown>;
        return n + Object.keys(theirs).filter((key) => mine[key] === theirs[key]).length;
      }, 0);
    const best = Math.max(...candidates.map(shared));
    return candidates
      .filter((entry) => shared(entry) === best)
      .map((entry) => entry.name)
      .join(' or ');
  };
  const machineOfName = new Map(entries.map((e) => [e.name, e.machine]));
  const invokeIds = new Map<AnyStateMachine, Set<string>>();
  const invokesOf = (machine: AnyStateMachine) => {
    let ids = invokeIds.get(machine);
    if (!ids) {
      ids = new Set(describeMachine(machine).states.flatMap((s) => s.invokes.map((i) => i.id)));
      invokeIds.set(machine, ids);
    }
    return ids;
  };
  const rootEntry = entries.find((e) => e.machine.id === systemIds.root);
  const ordered = [...specs]
    .filter((spec) => sendsOrSpawns(spec.machine) || spec.name === rootEntry?.name)
    .sort((a, b) =>
      a.name === rootEntry?.name ? -1 : b.name === rootEntry?.name ? 1 : byText(a.name, b.name),
    );
  const systemIdOfName = new Map<string, string>();
  if (rootEntry) systemIdOfName.set(rootEntry.name, systemIds.root);

  /** The catalogue name of an actor's machine: its logic's id, or what its parent's `src` names. */
  const machineName = (actor: ObservedActor, specName: string): string | undefined => {
    if (actor.self) return specName;
    const direct = nameOfLogic(actor.logic);
    if (direct) return direct;
    const parentMachine = actor.parent
      ? machineOfName.get(machineName(actor.parent, specName) ?? '')
      : undefined;
    const original: unknown = actor.src
      ? parentMachine?.implementations.actors[actor.src]
      : undefined;
    return nameOfLogic(original);
  };

  const runs: { spec: ModelSpec; spawns: Awaited<ReturnType<typeof observeSpec>> }[] = [];
  let standIns: string[] = [];
  for (const spec of ordered) {
    const started = Date.now();
    const observation = await observeSpec(spec, standIns, systemIdOfName.get(spec.name));
    if (process.env.DERIVO_SYSTEM_TIMING) console.error(spec.name, Date.now() - started, 'ms');
    runs.push({ spec, spawns: observation });
    for (const { child } of observation.spawns) {
      const name = machineName(child, spec.name);
      if (name && child.systemId && !systemIdOfName.has(name))
        systemIdOfName.set(name, child.systemId);
    }
    if (spec.name === rootEntry?.name) {
      // Every actor the root creates under a systemId is addressable from anywhere else.
      standIns = [
        ...new Set(
          observation.spawns
            .filter(({ child }) => child.parent?.self && child.systemId)
            .map(({ child }) => child.systemId as string),
        ),
      ];
    }
  }

  // The pages actor runs each route's page actors; which route runs which is app wiring (the
  // route table in src/routing, which loads the services), so its path tests use a sample route.
  // The page actors are the `page.` systemIds of ids.ts, each named after its catalogue entry.
  const pageActors = Object.entries(systemIds)
    .filter(([, id]) => id.startsWith('page.'))
    .map(([key, id]) => ({ id, name: key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) }))
    .filter(({ name }) => machineOfName.has(name));
  for (const { id, name } of pageActors) systemIdOfName.set(name, id);
  const knownIds = new Set<string>(Object.values(systemIds));

  const label = (actor: ObservedActor, specName: string): string => {
    if (actor.self) return systemIdOfName.get(specName) ?? `(${specName})`;
    if (actor.systemId) return actor.systemId;
    return actor.parent ? `${label(actor.parent, specName)}/${actor.id}` : actor.id;
  };

  const nodes = new Map<string, ActorNode & { causes: string[] }>();
  const messages = new Map<string, Message>();
  for (const { spec, spawns: observation } of runs) {
    for (const { child, cause } of observation.spawns) {
      const machine = machineName(child, spec.name);
      // Neither a catalogued machine nor a systemId of the app: a test double of the spec.
      if (!child.parent || (!machine && !knownIds.has(child.systemId ?? ''))) continue;
      const parentName = machineName(child.parent, spec.name);
      const parentMachine = parentName ? machineOfName.get(parentName) : undefined;
      // Invoked children come from the configs below, with the state that invokes them.
      if (parentMachine && invokesOf(parentMachine).has(child.id)) continue;
      const node = {
        label: label(child, spec.name),
        parent: label(child.parent, spec.name),
        systemId: child.systemId,
        machine,
        kind: 'spawned',
        causes: [] as string[],
      } as const;
      const key = `${node.parent}\n${node.label}`;
      const existing = nodes.get(key) ?? { ...node, causes: [] };
      if (!existing.causes.includes(cause)) existing.causes.push(cause);
      nodes.set(key, existing);
    }
    for (const message of observation.messages) {
      const from = label(message.from, spec.name);
      const to = label(message.to, spec.name);
      messages.set(`${from}\n${to}\n${message.event}`, { from, to, event: message.event });
    }
  }
  for (const { id, name } of pageActors) {
    nodes.set(`${systemIds.pages}\n${id}`, {
      label: id,
      parent: systemIds.pages,
      systemId: id,
      machine: name,
      kind: 'spawned',
      causes: ['route'],
    });
  }
  // Invoked children come from the configs, under every actor that runs the invoking machine
  // (an invoked machine's own invokes nest below it). An invoke whose logic the services provide
  // (`notProvided` in the machine) is the catalogued machine of that name: `ticketMarket` is
  // `ticket-market`.
  const camelName = new Map(
    entries.map((e) => [e.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), e.name]),
  );
  const invokedBy = (name: string) => {
    const machine = machineOfName.get(name);
    if (!machine) return [];
    return describeMachine(machine).states.flatMap((state) =>
      state.invokes.flatMap((invoke) => {
        const child =
          nameOfLogic(machine.implementations.actors[invoke.src]) ?? camelName.get(invoke.src);
        return child ? [{ id: invoke.id, machine: child, state: state.id }] : [];
      }),
    );
  };
  const addInvoked = (parent: string, name: string, depth: number) => {
    if (depth > 8) return;
    for (const invoke of invokedBy(name)) {
      const label = `${parent}/${invoke.id}`;
      const key = `${parent}\n${label}`;
      const node = nodes.get(key) ?? {
        label,
        parent,
        systemId: undefined,
        machine: invoke.machine,
        kind: 'invoked' as const,
        causes: [],
      };
      if (!node.causes.includes(`in ${invoke.state}`)) node.causes.push(`in ${invoke.state}`);
      nodes.set(key, node);
      addInvoked(label, invoke.machine, depth + 1);
    }
  };
  for (const node of [...nodes.values()]) if (node.machine) addInvoked(node.label, node.machine, 0);
  for (const entry of entries) {
    const label = systemIdOfName.get(entry.name);
    if (label && ![...nodes.values()].some((n) => n.label === label)) {
      addInvoked(label, entry.name, 0);
    }
  }
  // What a machine's own paths saw it spawn, for a machine that no systemId names (so labelled
  // `(name)`), belongs under every actor of the tree that runs that machine.
  for (const entry of entries) {
    const orphan = `(${entry.name})`;
    const homes = [...nodes.values()].filter((n) => n.machine === entry.name).map((n) => n.label);
    const strays = [...nodes.entries()].filter(
      ([, n]) => n.parent === orphan || n.parent.startsWith(`${orphan}/`),
    );
    if (homes.length === 0) {
      addInvoked(orphan, entry.name, 0);
      continue;
    }
    const rehomed = (label: string) =>
      label === orphan || label.startsWith(`${orphan}/`)
        ? homes.map((home) => `${home}${label.slice(orphan.length)}`)
        : [label];
    for (const [key, message] of [...messages.entries()]) {
      if (rehomed(message.from)[0] === message.from && rehomed(message.to)[0] === message.to)
        continue;
      messages.delete(key);
      for (const from of rehomed(message.from)) {
        for (const to of rehomed(message.to)) {
          messages.set(`${from}\n${to}\n${message.event}`, { from, to, event: message.event });
        }
      }
    }
    for (const [key, stray] of strays) {
      nodes.delete(key);
      for (const [i, home] of homes.entries()) {
        const label = rehomed(stray.label)[i] ?? stray.label;
        const parent = stray.parent === orphan ? home : (rehomed(stray.parent)[i] ?? home);
        nodes.set(`${parent}\n${label}`, { ...stray, label, parent });
      }
    }
  }
  const observed = new Set(ordered.map((s) => s.name));
  return {
    root: systemIds.root,
    actors: [...nodes.values()]
      .map((n) => ({ ...n, causes: [...n.causes].sort(byText) }))
      .sort((a, b) => byText(`${a.parent}\n${a.label}`, `${b.parent}\n${b.label}`)),
    messages: [...messages.values()].sort((a, b) =>
      byText(`${a.from}\n${a.to}\n${a.event}`, `${b.from}\n${b.to}\n${b.event}`),
    ),
    observed: [...observed].sort(byText),
  };
}
