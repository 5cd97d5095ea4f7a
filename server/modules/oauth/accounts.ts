import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { randomToken } from '../auth/crypto.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../auth/users.ts';
import { oauthMessages } from './messages.ts';
import type { VerifiedIdentity } from './relying-party.ts';

export interface OAuthAccount {
  readonly user: UserRow;
  readonly avatar: string | null;
  readonly created: boolean;
}

/** A password account has the identity's email: its owner confirms once before it is linked. */
export interface LinkNeeded {
  readonly linkTo: UserRow;
}

/**
 * The account of a verified provider identity: the one linked to it. An account with its email
 * that is not linked yet is never signed in to on the provider's word alone: the answer is
 * `linkTo`, and `linkIdentity` links it once the owner confirmed (password or emailed code).
 * With `create`, an identity without an account gets a new one (only for an email the provider
 * says is verified; accounts exist only for verified emails). Without `create`: undefined.
 */
export async function accountForIdentity(
  db: Db,
  provider: string,
  identity: VerifiedIdentity,
  { create, now }: { create: boolean; now: Date },
): Promise<OAuthAccount | LinkNeeded | undefined> {
  const avatar = identity.avatar ?? null;
  const linked = await db
    .selectFrom('oauth_identity')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked !== undefined) {
    const user = await findUserById(db, linked.user_id);
    if (user === undefined) throw new HttpError(404, oauthMessages.noAccount);
    await db
      .updateTable('oauth_identity')
      .set({ email: identity.email, avatar, last_login_at: now })
      .where('provider', '=', provider)
      .where('subject', '=', identity.subject)
      .execute();
    return { user, avatar, created: false };
  }

  const existing = await findUserByEmail(db, identity.email);
  if (existing === undefined && !create) return undefined;
  if (!identity.emailVerified) throw new HttpError(403, oauthMessages.emailNotVerified);
  if (existing !== undefined) return { linkTo: existing };
  return linkIdentity(db, provider, identity, undefined, now);
}

/**
 * Links the identity to `user` (confirmed by its owner), or to a new account when `user` is
 * undefined, in one transaction.
 */
export async function linkIdentity(
  db: Db,
  provider: string,
  identity: VerifiedIdentity,
  existing: UserRow | undefined,
  now: Date,
): Promise<OAuthAccount> {
  const avatar = identity.avatar ?? null;
  return db.transaction().execute(async (trx) => {
    let user = existing;
    let created = false;
    if (user === undefined) {
      // No password: a random one nobody knows. "Forgot password" can set a real one later.
      const passwordHash = await hashPassword(randomToken(32));
      const fullname = identity.name?.trim() || identity.email.split('@')[0] || identity.email;
      user = await insertUser(
        trx,
        {
          email: identity.email,
          fullname: fullname.slice(0, 120),
          passwordHash,
          phoneNumber: null,
          referralCode: null,
          verifiedAt: now,
          profilePending: true,
        },
        now,
      );
      if (user === undefined) throw new HttpError(409, oauthMessages.tryAgain);
      created = true;
    }
    const inserted = await trx
      .insertInto('oauth_identity')
      .values({
        provider,
        subject: identity.subject,
        user_id: user.id,
        email: identity.email,
        avatar,
        created_at: now,
        last_login_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('subject')
      .executeTakeFirst();
    // Another identity of this provider holds the account already (or a parallel call won).
    if (inserted === undefined) throw new HttpError(409, oauthMessages.linkedToAnother);
    return { user, avatar, created };
  });
}
