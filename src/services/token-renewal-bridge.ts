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
 * refresh: a call refused with 401 asks here for a new token. The session refreshes once for all
 * such calls (its `refreshing` state; a call refused meanwhile waits for the refresh under way)
 * and they get the token it ends with; when the session ends instead, they fail. The token the
 * session holds is not taken as it is: another tab may have stored a newer one, and the call was
 * refused with whatever was stored. With no signed-in session to ask (none attached yet, or still
 * being restored), `renew` answers null and the client refreshes on its own.
 */
export function tokenRenewalBridge() {
  let session: RenewingSession | undefined;
  return {
    attach(ref: RenewingSession) {
      session = ref;
    },
    renew(): Promise<string> | null {
      const ref = session;
      if (ref === undefined || !ref.getSnapshot().matches('authenticated')) return null;
      return new Promise<string>((resolve, reject) => {
        const subscription = ref.subscribe((snapshot) => {
          const { token } = snapshot.context;
          if (!snapshot.matches('authenticated')) {
            subscription.unsubscribe();
            reject(new SessionEndedError());
          } else if (snapshot.matches({ authenticated: 'valid' }) && token !== null) {
            subscription.unsubscribe();
            resolve(token);
          }
        });
        // From valid this starts the refresh; while refreshing it changes nothing (single flight).
        ref.send({ type: 'session.unauthorized' });
      });
    },
  };
}

export type TokenRenewalBridge = ReturnType<typeof tokenRenewalBridge>;
