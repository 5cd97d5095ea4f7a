import { type EventObject, fromCallback } from 'xstate';

/** A value that moves on now and then: the funds record's version, the last order notice's id. */
export interface ChangeSource {
  current(): string | null;
  /** Calls back with the value after each change; returns the unsubscribe. */
  subscribe(listener: (value: string | null) => void): () => void;
}

/**
 * A callback actor that sends `event` (one of its parent's events, E) each time `source` moves on
 * to a new value that is not null.
 */
export const refreshOnChange = <E extends EventObject>(source: ChangeSource, event: E) =>
  fromCallback<EventObject, void, E>(({ sendBack }) => {
    let last = source.current();
    return source.subscribe((value) => {
      if (value === last) return;
      last = value;
      if (value !== null) sendBack(event);
    });
  });
