import { sql } from 'kysely';
import {
  CONSENT_VERSION,
  consentMessages,
  type SignupConsent,
} from '../../../src/contracts/consent.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The consent a sign-up carries, checked before anything is created: both documents accepted, in
 * the version the sign-up form shows now. A sign-up without one (API clients of before) records
 * none.
 */
export function requireConsent(consent: SignupConsent | undefined): SignupConsent | undefined {
  if (consent === undefined) return undefined;
  if (!consent.terms || !consent.riskDisclosure) throw new HttpError(400, consentMessages.missing);
  if (consent.version !== CONSENT_VERSION) throw new HttpError(400, consentMessages.outdated);
  return consent;
}

/** Stores what the new trader accepted and when, in the sign-up's transaction. */
export async function recordConsent(
  db: Db,
  userId: string,
  consent: SignupConsent,
  at: Date,
): Promise<void> {
  await sql`insert into signup_consent (user_id, document, version, accepted_at) values
    (${userId}, 'terms', ${consent.version}, ${at}),
    (${userId}, 'risk_disclosure', ${consent.version}, ${at})`.execute(db);
}
