import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { LoginUser, NotificationPreferences } from '../../../src/contracts/auth.ts';
import type { AppUserTable } from '../../db/auth-tables.ts';
import type { Db } from '../../db/index.ts';

export type UserRow = Selectable<AppUserTable>;
export type Currency = UserRow['currency'];

export interface NewUser {
  email: string;
  fullname: string;
  passwordHash: string;
  phoneNumber: string | null;
  referralCode: string | null;
  /** When the email was verified with an OTP. */
  verifiedAt: Date;
  /** The account still owes the profile step (one Google created: no phone, type or country). */
  profilePending?: boolean;
}

/** The user as the login response and GET /auth/me show it. */
export function toLoginUser(user: UserRow): LoginUser {
  return {
    userId: user.id,
    email: user.email,
    fullname: user.fullname,
    // Every account has a verified email (it cannot be created otherwise).
    is_verified: true,
    isEmailVerified: true,
    profileComplete: !user.profile_pending,
    currency: user.currency,
    notificationPreferences: notificationPreferencesOf(user),
  };
}

export function notificationPreferencesOf(user: UserRow): NotificationPreferences {
  return {
    orderToasts: user.notify_order_toasts,
    liquidationAlerts: user.notify_liquidation_alerts,
  };
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the account; undefined when the email is already taken. */
export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow | undefined> {
  return db
    .insertInto('app_user')
    .values({
      id: randomUUID(),
      email: user.email,
      fullname: user.fullname,
      password_hash: user.passwordHash,
      phone_number: user.phoneNumber,
      referral_code: user.referralCode,
      email_verified_at: user.verifiedAt,
      profile_pending: user.profilePending ?? false,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function setCurrency(db: Db, id: string, currency: Currency, now: Date) {
  await db
    .updateTable('app_user')
    .set({ currency, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string, now: Date) {
  await db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The profile fields a trader sets (profile page, or the step after a Google sign-up). */
export interface ProfileChange {
  fullname: string;
  phoneNumber: string | null;
  /** The registration fields the terms ask for; giving them settles the profile step. */
  registration?: { accountType: string; countryOfResidence: string };
}

/**
 * Saves a trader's profile in one transaction: `check` first sees the row as it stands, locked
 * against a parallel change, and may refuse by throwing. Undefined when there is no such account.
 */
export async function updateProfile(
  db: Db,
  id: string,
  change: ProfileChange,
  now: Date,
  check: (current: UserRow) => void = () => {},
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (current === undefined) return undefined;
    check(current);
    const { registration } = change;
    return trx
      .updateTable('app_user')
      .set({
        fullname: change.fullname,
        phone_number: change.phoneNumber,
        ...(registration === undefined
          ? {}
          : {
              account_type: registration.accountType,
              country_of_residence: registration.countryOfResidence,
              profile_pending: false,
            }),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
