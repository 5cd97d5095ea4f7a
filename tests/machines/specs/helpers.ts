import type { AnyMachineSnapshot } from 'xstate';
import type { ConnectionContext } from '../../../src/machines/sockets/connection-types.ts';
import type { ActionCall } from '../harness/index.ts';

export function lastCall(calls: readonly ActionCall[], action: string): ActionCall | undefined {
  return calls.filter((call) => call.action === action).at(-1);
}

const checkedCalls = new WeakMap<object, number>();

/**
 * The calls made since the last check of this run (by the step being checked). Call it once per
 * check: it moves the run's mark to the end.
 */
export function callsOfStep(run: { readonly calls: readonly ActionCall[] }): ActionCall[] {
  const from = checkedCalls.get(run) ?? 0;
  checkedCalls.set(run, run.calls.length);
  return run.calls.slice(from);
}

/** The two ways a flow's emailCode child ends: verified with token vt-1, or unsent with `reason`. */
export const emailCodeOutcomes = (reason: string) => [
  { verificationToken: 'vt-1', error: null, notice: 'Verified.' },
  { verificationToken: null, error: { field: 'form', message: reason }, notice: null },
];

/** Sample events of the connection machine, for every socket's spec (market, fund, …). */
export function connectionEvents(options: {
  readonly userId: string;
  readonly subscription: { key: string; body: Record<string, unknown> };
  /** An abnormal close code the server or network would give. */
  readonly abnormalClose: { code: number; reason: string };
}) {
  return {
    'connection.identify': [
      { type: 'connection.identify', userId: options.userId },
      { type: 'connection.identify', userId: null },
    ],
    'connection.subscribe': [{ type: 'connection.subscribe', subscription: options.subscription }],
    'connection.unsubscribe': [{ type: 'connection.unsubscribe', key: options.subscription.key }],
    'connection.close': [{ type: 'connection.close' }],
    'connection.retry': [{ type: 'connection.retry' }],
    'browser.offline': [{ type: 'browser.offline' }],
    'browser.online': [{ type: 'browser.online' }],
    'browser.visible': [{ type: 'browser.visible' }],
    'socket.open': [{ type: 'socket.open' }],
    'socket.pong': [{ type: 'socket.pong' }],
    'socket.closed': [
      { type: 'socket.closed', code: 1000, reason: 'bye' },
      { type: 'socket.closed', ...options.abnormalClose },
      { type: 'socket.closed', code: 4001, reason: 'Session ended' },
    ],
  };
}

/**
 * A socket spec's model of the connection machine: its sample events, the socket failing to open,
 * and the context projected to what its guards read. `attemptsAlike` counts every reconnect past
 * the first as one (a socket with no attempt limit), keeping the model finite.
 */
export function connectionModel(options: {
  readonly userId: string;
  readonly subscription: { key: string; body: Record<string, unknown> };
  readonly abnormalClose: { code: number; reason: string };
  readonly attemptsAlike: boolean;
}) {
  return {
    events: connectionEvents(options),
    invokes: { socket: { error: [new Error('The URL is not a WebSocket URL')] } },
    project: (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as ConnectionContext;
      return {
        userId: context.userId,
        attempt: options.attemptsAlike ? Math.min(context.attempt, 1) : context.attempt,
        subscriptions: Object.keys(context.subscriptions),
        queue: context.queue.map((m) => `${m.action}:${m.subscription.key}`),
      };
    },
    limit: 20_000,
  };
}

/** Sample events of events that carry nothing but their type: `{ 'a.b': [{ type: 'a.b' }] }`. */
export const bareEvents = <const T extends string>(...types: T[]) =>
  Object.fromEntries(types.map((type) => [type, [{ type }]])) as { [K in T]: [{ type: K }] };

/**
 * Sample events of one type from their payloads:
 * `samples('a.b', { x: 1 }, { x: 2 })` is `{ 'a.b': [{ type: 'a.b', x: 1 }, { type: 'a.b', x: 2 }] }`.
 */
export const samples = <const T extends string>(type: T, ...payloads: Record<string, unknown>[]) =>
  ({ [type]: payloads.map((payload) => ({ type, ...payload })) }) as {
    [K in T]: ({ type: K } & Record<string, unknown>)[];
  };

/**
 * A flow that ends on /login (sign-up, forgotten password): the redirect runs exactly once, when
 * the flow is done, and takes the trader's email for the login form.
 */
export function expectLoginRedirectAtEnd(
  run: { readonly calls: readonly ActionCall[] },
  snapshot: AnyMachineSnapshot,
  email: string,
): void {
  const redirects = run.calls.filter((call) => call.action === 'redirectToLogin');
  if (redirects.length !== (snapshot.status === 'done' ? 1 : 0)) {
    throw new Error('/login must follow exactly once, at the end');
  }
  if (snapshot.status === 'done') {
    const params = lastCall(run.calls, 'redirectToLogin')?.params as { email?: string };
    if (params?.email !== email) throw new Error('/login must get the email');
  }
}

/**
 * A flow shows its wait's seconds through a countdown child that runs exactly while `waiting` (the
 * state whose own delay ends the wait): throws when one runs outside it or is missing in it.
 */
export function expectCountdownWhile(snapshot: AnyMachineSnapshot, waiting: boolean): void {
  const running = snapshot.children.countdown !== undefined;
  if (running !== waiting) {
    throw new Error(
      waiting ? 'the wait shows no countdown' : 'a countdown runs outside the waiting state',
    );
  }
}
