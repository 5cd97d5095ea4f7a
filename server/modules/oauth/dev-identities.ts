import { createHash } from 'node:crypto';

/** A test identity of the embedded provider: what Google would tell about a person. */
export interface DevIdentity {
  readonly email: string;
  readonly name: string;
  readonly emailVerified: boolean;
}

/** Shown as one-click choices on the embedded provider's sign-in page. */
export const PRESET_IDENTITIES: readonly DevIdentity[] = [
  { email: 'asha.google@example.com', name: 'Asha Verma', emailVerified: true },
  { email: 'ravi.unverified@example.com', name: 'Ravi Kumar', emailVerified: false },
];

/**
 * The identities people signed in as, by subject. The subject is derived from the email and the
 * verified flag, so the same test identity keeps its subject across restarts, as Google's would.
 */
export class DevIdentityBook {
  readonly #bySubject = new Map<string, DevIdentity>();

  remember(identity: DevIdentity): string {
    const subject = createHash('sha256')
      .update(`${identity.email.toLowerCase()}|${identity.emailVerified}`)
      .digest('hex')
      .slice(0, 21);
    this.#bySubject.set(subject, identity);
    return subject;
  }

  find(subject: string): DevIdentity | undefined {
    return this.#bySubject.get(subject);
  }
}
