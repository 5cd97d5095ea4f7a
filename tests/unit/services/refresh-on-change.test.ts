import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { type ChangeSource, refreshOnChange } from '../../../src/services/refresh-on-change.ts';

function source(initial: string | null) {
  let value = initial;
  const listeners = new Set<(value: string | null) => void>();
  const changes: ChangeSource = {
    current: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: string | null) => {
    value = next;
    for (const listener of listeners) listener(next);
  };
  return { changes, set, listeners };
}

function watch(changes: ChangeSource) {
  const received: string[] = [];
  const parent = createMachine({
    types: {} as { events: { type: 'refresh' } },
    invoke: { src: refreshOnChange<{ type: 'refresh' }>(changes, { type: 'refresh' }) },
    on: { refresh: { actions: () => received.push('refresh') } },
  });
  return { actor: createActor(parent).start(), received };
}

describe('refreshOnChange', () => {
  it('sends its event once per new value, not for the value it started with, a repeat or null', () => {
    const { changes, set } = source('v1');
    const { received } = watch(changes);
    set('v1');
    expect(received).toEqual([]);
    set('v2');
    set('v2');
    expect(received).toEqual(['refresh']);
    set(null);
    expect(received).toEqual(['refresh']);
    set('v3');
    expect(received).toEqual(['refresh', 'refresh']);
  });

  it('unsubscribes when its parent stops', () => {
    const { changes, listeners } = source(null);
    const { actor } = watch(changes);
    expect(listeners.size).toBe(1);
    actor.stop();
    expect(listeners.size).toBe(0);
  });
});
