import type {
  Actor,
  AnyActorLogic,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
} from 'xstate';
import type { TrackingClock } from './clock.ts';
import type { ActionCall } from './fakes.ts';
import type { InvokeController } from './invokes.ts';

/** Sample events of one type, fixed or depending on the current snapshot. */
export type EventSamples =
  | readonly AnyEventObject[]
  | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]);

/** What an invoked actor may produce: each `done` output and each `error` becomes a traversal edge. */
export interface InvokeOutcomes {
  readonly done?: readonly unknown[];
  readonly error?: readonly unknown[];
}

/** Everything one live run of a path can touch. */
export interface RunContext {
  readonly actor: Actor<AnyStateMachine>;
  readonly clock: TrackingClock;
  readonly invokes: InvokeController;
  /** Calls of the fake actions, in order. */
  readonly calls: ActionCall[];
}

/** Makes the live actor receive (or produce) an event of the path. */
export type Executor = (run: RunContext, event: AnyEventObject) => void | Promise<void>;

export interface StepCheckArgs {
  readonly run: RunContext;
  /** The event just executed (`xstate.init` for the start). */
  readonly event: AnyEventObject;
  readonly snapshot: AnyMachineSnapshot;
}

/** How the model-based harness drives one machine. */
export interface ModelSpec {
  /** The catalogue entry's name (`tests/machines/<name>.test.ts`). */
  readonly name: string;
  /** The machine as the catalogue exports it; the harness provides fakes itself. */
  readonly machine: AnyStateMachine;
  readonly input?: unknown;
  /**
   * Every external event type the machine accepts, with sample payloads. The live actor receives
   * them with `actor.send`. An event type the traversal discovers that is not listed here (nor in
   * `invokes` or `executors`) fails the suite.
   */
  readonly events?: Readonly<Record<string, EventSamples>>;
  /** Per invoke id: outputs for `xstate.done.actor.<id>`, errors for `xstate.error.actor.<id>`. */
  readonly invokes?: Readonly<Record<string, InvokeOutcomes>>;
  /** Overrides on top of the harness defaults (recording fake actions, controlled promise actors). */
  readonly provide?: {
    readonly actions?: Readonly<Record<string, unknown>>;
    readonly actors?: Readonly<Record<string, AnyActorLogic>>;
    readonly guards?: Readonly<Record<string, unknown>>;
    readonly delays?: Readonly<Record<string, unknown>>;
  };
  /** Custom executors by event type, for events a plain `send`, timer or promise cannot produce. */
  readonly executors?: Readonly<Record<string, Executor>>;
  /**
   * The part of the snapshot's context that matters (what guards read); it is part of the state
   * identity during traversal and compared on the live actor. Default: the whole context.
   */
  readonly project?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Traversal limit (queue pops); default 5000. */
  readonly limit?: number;
  /** Extra assertions after the start and after every step, e.g. on the fake action calls. */
  readonly check?: (args: StepCheckArgs) => void;
}

export function defineModelSpec(spec: ModelSpec): ModelSpec {
  return spec;
}
