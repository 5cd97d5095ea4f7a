/** What the bridge reads of the session actor (session.machine.ts). */
interface SessionSnapshot {
  matches(state: 'authenticated' | { authenticated: 'valid' }): boolean;
  readonly context: { readonly token: string | null };
}

export interface RenewingSession {
  send(event: { type: 'session.unauthorized' }): void;
  getSnapshot(): SessionSnapshot;
  subscribe(observer: (snapshot: SessionSnapshot) => void): { unsubscribe(): void };
}

/** The session ended instead of renewing the token (its refresh failed, or a logout). */
export class SessionEndedError extends Error {
  constructor() {
    super('The session ended');
    this.name = 'SessionEndedError';
  }
}

/**
 * Between the HTTP client (made before the root system) and the session actor, which owns the
 * refresh: a call refused with 401 asks here for a token newer than the one refused. The session
 * refreshes once for all such calls (its `refreshing` state) and they wait for it; when the session
 * ends instead, they fail. With no signed-in session to ask (none attached yet, or still being
 * restored), `renew` answers null and the client refreshes on its own.
 */
export function tokenRenewalBridge() {
  let session: RenewingSession | undefined;
  return {
    attach(ref: RenewingSession) {
      session = ref;
    },
    renew(refused: string): Promise<string> | null {
      const ref = session;
      if (ref === undefined || !ref.getSnapshot().matches('authenticated')) return null;
      return new Promise<string>((resolve, reject) => {
        let subscription: { unsubscribe(): void } | undefined;
        let settled = false;
        const settle = (snapshot: SessionSnapshot): void => {
          const { token } = snapshot.context;
          if (!snapshot.matches('authenticated')) {
            settled = true;
            reject(new SessionEndedError());
          } else if (
            snapshot.matches({ authenticated: 'valid' }) &&
            token !== null &&
            token !== refused
          ) {
            settled = true;
            resolve(token);
          }
          if (settled) subscription?.unsubscribe();
        };
        settle(ref.getSnapshot());
        if (settled) return;
        subscription = ref.subscribe(settle);
        ref.send({ type: 'session.unauthorized' });
      });
    },
  };
}

export type TokenRenewalBridge = ReturnType<typeof tokenRenewalBridge>;
