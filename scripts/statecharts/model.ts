import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { type DelayModel, formatDelay, initialContext, resolveDelay } from './delays.ts';
import { actionNames, guardName, sourceName } from './names.ts';

export type TransitionKind =
  | 'event'
  | 'after'
  | 'done.actor'
  | 'error.actor'
  | 'done.state'
  | 'snapshot.actor'
  | 'always';

export interface InvokeModel {
  readonly id: string;
  readonly src: string;
  /** False when the config gave no `id` and xstate generated one. */
  readonly declaredId: boolean;
}

export interface StateModel {
  readonly id: string;
  readonly key: string;
  readonly type: AnyStateNode['type'];
  readonly parentId: string | undefined;
  readonly childIds: readonly string[];
  readonly initialId: string | undefined;
  readonly description: string | undefined;
  readonly invokes: readonly InvokeModel[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
}

export interface TransitionModel {
  /** `<sourceId> -- <event> --> <targetIds>`; the id used by `unreachable` lists. */
  readonly key: string;
  readonly sourceId: string;
  readonly eventType: string;
  readonly kind: TransitionKind;
  /** Readable event: `START`, `after 5000ms (loadTimeout)`, `done: settings`, `always`. */
  readonly eventLabel: string;
  readonly guard: string | undefined;
  readonly targetIds: readonly string[];
  readonly actions: readonly string[];
  readonly delay: DelayModel | undefined;
  readonly definition: AnyTransitionDefinition;
}

export interface MachineModel {
  readonly id: string;
  readonly rootId: string;
  /** Every state node in document order, the root first. */
  readonly states: readonly StateModel[];
  /** Every transition in document order, including after, invoke done/error, state done and always. */
  readonly transitions: readonly TransitionModel[];
}

export const NO_TARGET = '(none)';

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done.actor';
  if (eventType.startsWith('xstate.error.actor.')) return 'error.actor';
  if (eventType.startsWith('xstate.done.state.')) return 'done.state';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot.actor';
  return 'event';
}

function eventLabel(
  kind: TransitionKind,
  eventType: string,
  delay: DelayModel | undefined,
): string {
  switch (kind) {
    case 'always':
      return 'always';
    case 'after':
      return delay ? `after ${formatDelay(delay)}` : eventType;
    case 'done.actor':
      return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
    case 'error.actor':
      return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
    case 'snapshot.actor':
      return `snapshot: ${eventType.slice('xstate.snapshot.'.length)}`;
    case 'done.state':
      return 'onDone';
    default:
      return eventType;
  }
}

function configuredInvokeIds(node: AnyStateNode): boolean[] {
  const raw = (node.config as { invoke?: unknown }).invoke;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((item) => typeof item === 'object' && item !== null && 'id' in item && !!item.id);
}

function stateModel(node: AnyStateNode): StateModel {
  const declared = configuredInvokeIds(node);
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    parentId: node.parent?.id,
    childIds: Object.values(node.states).map((child) => child.id),
    initialId: node.initial?.target[0]?.id,
    description: node.description,
    invokes: node.invoke.map((inv, i) => ({
      id: inv.id,
      src: sourceName(inv.src),
      declaredId: declared[i] ?? false,
    })),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
  };
}

function nodeTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** Walks `machine.root` into a plain, deterministic description of states and transitions. */
export function describeMachine(machine: AnyStateMachine, input?: unknown): MachineModel {
  const context = initialContext(machine, input);
  const nodes = allNodes(machine.root);
  const draft = nodes.flatMap((node) =>
    nodeTransitions(node).map((t) => {
      const eventType = String(t.eventType ?? '');
      const kind = kindOf(eventType);
      const delayRef = (t as { delay?: unknown }).delay;
      const delay =
        kind === 'after' && delayRef !== undefined
          ? resolveDelay(machine, delayRef, context)
          : undefined;
      const targetIds = (t.target ?? []).map((target) => target.id);
      const base = `${node.id} -- ${kind === 'always' ? 'always' : eventType} --> ${targetIds.join(', ') || NO_TARGET}`;
      return {
        key: base,
        sourceId: node.id,
        eventType,
        kind,
        eventLabel: eventLabel(kind, eventType, delay),
        guard: guardName(t.guard),
        targetIds,
        actions: actionNames(t.actions),
        delay,
        definition: t,
      } satisfies TransitionModel;
    }),
  );
  return {
    id: machine.id,
    rootId: machine.root.id,
    states: nodes.map(stateModel),
    transitions: disambiguate(draft),
  };
}

/** Two transitions with the same source, event and target get ` [guard]` (or ` [else]`), then ` #n`. */
function disambiguate(transitions: TransitionModel[]): TransitionModel[] {
  const count = (keys: string[], key: string) => keys.filter((k) => k === key).length;
  const bases = transitions.map((t) => t.key);
  const guarded = transitions.map((t) =>
    count(bases, t.key) > 1 ? `${t.key} [${t.guard ?? 'else'}]` : t.key,
  );
  const seen = new Map<string, number>();
  return transitions.map((t, i) => {
    const key = guarded[i] ?? t.key;
    if (count(guarded, key) === 1) return { ...t, key };
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return { ...t, key: `${key} #${n}` };
  });
}
