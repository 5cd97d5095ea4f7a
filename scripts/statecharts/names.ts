/** Readable names for actions, guards and invoke sources as they appear in machine definitions. */

type Named = { readonly type?: unknown; readonly name?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** Actions xstate adds itself to schedule and cancel `after` timers: never shown. */
export function isTimerBookkeeping(action: unknown): boolean {
  if (!isRecord(action)) return false;
  const id = action.id ?? action.sendId;
  return (
    (action.type === 'xstate.raise' || action.type === 'xstate.cancel') &&
    typeof id === 'string' &&
    id.startsWith('xstate.after.')
  );
}

/** `name` for a named action, `assign`/`raise`/... for an inline built-in, the function name otherwise. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (!isRecord(action)) return String(action);
  const { type, name } = action as Named;
  if (typeof type === 'string' && typeof action !== 'function')
    return withParams(type, action.params);
  if (typeof type === 'string') return builtInName(type.replace(/^xstate\./, ''), action);
  if (typeof name === 'string' && name.length > 0) return `inline ${name}`;
  return 'inline';
}

/** `persistTheme(theme=dark)` for static primitive params; params computed from context stay hidden. */
function withParams(type: string, params: unknown): string {
  if (!isRecord(params) || typeof params === 'function') return type;
  const entries = Object.entries(params);
  const primitive = entries.every(
    ([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
  );
  if (!primitive || entries.length === 0) return type;
  return `${type}(${entries.map(([k, v]) => `${k}=${String(v)}`).join(', ')})`;
}

function eventTypeOf(event: unknown): string | undefined {
  return isRecord(event) && typeof event.type === 'string' ? event.type : undefined;
}

/** `spawnChild(theme)`, `assign(guestId)`, `raise(E)`, `sendTo(E)`, `emit(E)`; plain type otherwise. */
function builtInName(kind: string, action: Record<string, unknown>): string {
  let detail: string | undefined;
  if (kind === 'spawnChild')
    detail = typeof action.src === 'string' ? action.src : sourceName(action.src);
  else if (
    kind === 'assign' &&
    isRecord(action.assignment) &&
    typeof action.assignment !== 'function'
  ) {
    detail = Object.keys(action.assignment).join(', ');
  } else if (kind === 'raise' || kind === 'sendTo' || kind === 'emit')
    detail = eventTypeOf(action.event);
  else if (kind === 'cancel' && typeof action.sendId === 'string') detail = action.sendId;
  return detail ? `${kind}(${detail})` : kind;
}

export function actionNames(actions: readonly unknown[]): string[] {
  return actions.filter((action) => !isTimerBookkeeping(action)).map(actionName);
}

/** `name`, `not(name)`, `and(a, b)`, `stateIn(...)` or the inline function name. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (!isRecord(guard)) return String(guard);
  if (typeof guard.type === 'string') return guard.type;
  const check = guard.check;
  const nested = Array.isArray(guard.guards) ? guard.guards.map((g) => guardName(g) ?? '?') : [];
  if (typeof check === 'function') {
    const combinator = check.name.replace(/^check/, '').toLowerCase();
    if (combinator === 'statein') return `stateIn(${JSON.stringify(guard.stateValue)})`;
    return `${combinator}(${nested.join(', ')})`;
  }
  const fnName = typeof guard.name === 'string' && guard.name.length > 0 ? guard.name : '';
  return fnName ? `inline ${fnName}` : 'inline';
}

export function sourceName(src: unknown): string {
  if (typeof src === 'string') return src;
  return 'inline';
}
