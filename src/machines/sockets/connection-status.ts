import type { ConnectionContext } from './connection-types.ts';

export type ConnectionStatus =
  | 'idle'
  | 'connecting'
  | 'open'
  | 'reconnecting'
  | 'offline'
  | 'closed';

interface StatusSnapshot {
  readonly context: Pick<ConnectionContext, 'attempt'>;
  matches(value: unknown): boolean;
}

/** What the views show: a price is live only while the status is `open`. */
export function connectionStatus(snapshot: StatusSnapshot): ConnectionStatus {
  if (snapshot.matches({ live: 'open' })) return 'open';
  if (snapshot.matches({ live: 'connecting' }))
    return snapshot.context.attempt > 0 ? 'reconnecting' : 'connecting';
  if (snapshot.matches('reconnecting')) return 'reconnecting';
  if (snapshot.matches('offline')) return 'offline';
  if (snapshot.matches('closed')) return 'closed';
  return 'idle';
}
