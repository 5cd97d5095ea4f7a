import type { AnyEventObject } from 'xstate';
import type { ModelPath } from './paths.ts';

function short(event: AnyEventObject): string {
  const { type, ...payload } = event;
  const name = type
    .replace(/^xstate\.after\./, 'after:')
    .replace(/^xstate\.done\.actor\./, 'done:')
    .replace(/^xstate\.error\.actor\./, 'error:');
  const data =
    'error' in payload ? '' : Object.keys(payload).length > 0 ? JSON.stringify(payload) : '';
  return `${name}${data}`;
}

/** `START → done:settings{"output":…} → FINISH ⇒ "done"`: the events of a path and where it ends. */
export function pathTitle(path: ModelPath): string {
  const events = path.steps.slice(1).map((step) => short(step.event));
  return `${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`;
}
