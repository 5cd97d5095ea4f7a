import { type AnyActorScope, type AnyStateMachine, createEmptyActor } from 'xstate';

/** How an `after` delay resolves: a fixed number of ms, or computed from context by a named function. */
export interface DelayModel {
  /** The delay's name in `setup({ delays })`, or undefined for an inline number. */
  readonly name: string | undefined;
  /** Milliseconds; for a computed delay, the value at the machine's initial context (if it evaluates). */
  readonly ms: number | undefined;
  readonly computed: boolean;
}

type DelayFunction = (args: { context: unknown; event: unknown }, params: unknown) => unknown;

/** An actor scope that executes nothing, for evaluating a machine's initial snapshot without effects. */
export function inertActorScope(): AnyActorScope {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'statecharts',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/** The machine's initial context, or undefined when it cannot be computed without input. */
export function initialContext(machine: AnyStateMachine, input?: unknown): unknown {
  try {
    return machine.getInitialSnapshot(inertActorScope(), input).context;
  } catch {
    return undefined;
  }
}

function asMs(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function resolveDelay(
  machine: AnyStateMachine,
  delay: unknown,
  context: unknown,
): DelayModel {
  if (typeof delay === 'number') return { name: undefined, ms: delay, computed: false };
  const name = String(delay);
  if (name.trim() !== '' && !Number.isNaN(Number(name))) {
    return { name: undefined, ms: Number(name), computed: false };
  }
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const impl = delays[name];
  if (typeof impl === 'function') {
    let ms: number | undefined;
    try {
      ms = asMs((impl as DelayFunction)({ context, event: { type: 'xstate.init' } }, undefined));
    } catch {
      ms = undefined;
    }
    return { name, ms, computed: true };
  }
  return { name, ms: asMs(impl), computed: false };
}

/** `5000ms (loadTimeout)`, `1000ms (backoff, computed)`, `computed by backoff`, `1000ms`. */
export function formatDelay(delay: DelayModel): string {
  const parts = [delay.name, delay.computed ? 'computed' : undefined].filter(Boolean).join(', ');
  if (delay.ms === undefined)
    return delay.computed ? `computed by ${delay.name}` : `${delay.name} (unresolved)`;
  return parts ? `${delay.ms}ms (${parts})` : `${delay.ms}ms`;
}
