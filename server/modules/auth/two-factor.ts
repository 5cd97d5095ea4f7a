import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorEnrolment, TwoFactorStatus } from '../../../src/contracts/two-factor.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { hmac, randomToken, sha256 } from './crypto.ts';
import { asTotpCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts';
import type { SecretBox } from './secret-box.ts';

const ISSUER = 'Derivo';
const PERIOD_S = 30;
/** One step either side: a phone clock 30 s off still works (RFC 6238 §5.2). */
const WINDOW = 1;
export const challengeRules = { ttlMs: 5 * 60_000, maxWrongTries: 5 } as const;

export interface LiveChallenge {
  id: string;
  userId: string;
  wrongTries: number;
}

/** Authenticator secrets, recovery codes and login challenges of two-factor sign-in. */
export interface TwoFactor {
  status(userId: string): Promise<TwoFactorStatus>;
  isEnabled(userId: string): Promise<boolean>;
  /** A new pending secret (replacing a pending one); undefined when two-factor is already on. */
  enrol(user: { id: string; email: string }): Promise<TwoFactorEnrolment | undefined>;
  /**
   * Turns two-factor on when `code` matches the pending secret: the new recovery codes; 'wrong'
   * for a wrong code; 'none' when nothing is pending (or it is on already).
   */
  confirm(userId: string, code: string): Promise<string[] | 'wrong' | 'none'>;
  /** Whether `code` is a current, unused authenticator code or an unused recovery code (spent). */
  verify(userId: string, code: string): Promise<boolean>;
  disable(userId: string): Promise<void>;
  /** Ten new recovery codes in place of every earlier one; undefined when two-factor is off. */
  renewRecoveryCodes(userId: string): Promise<string[] | undefined>;
  /** A single-use token for the second step of a login. */
  startChallenge(userId: string): Promise<string>;
  liveChallenge(token: string): Promise<LiveChallenge | undefined>;
  /** Counts a wrong code; the challenge dies at the limit. Returns the tries left. */
  failChallenge(id: string): Promise<number>;
  /** Marks the challenge used; false when another request used it first. */
  finishChallenge(id: string): Promise<boolean>;
  /** Deletes challenges that ended over an hour ago. */
  pruneChallenges(): Promise<void>;
}

export function twoFactor(db: Db, clock: Clock, box: SecretBox, hashKey: Uint8Array): TwoFactor {
  const totpOf = (secret: string, label = '') =>
    new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD_S });
  const row = (userId: string) =>
    db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const enabledRow = async (userId: string) => {
    const found = await row(userId);
    return found?.enabled_at == null ? undefined : found;
  };

  /** The 30 s step of a valid code, or undefined. */
  const matchingStep = (secret: string, code: string): number | undefined => {
    const timestamp = clock.now();
    const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW });
    return delta === null ? undefined : Math.floor(timestamp / 1000 / PERIOD_S) + delta;
  };

  /** Accepts the step only when it is newer than the last accepted one: a code works once. */
  const claimStep = async (userId: string, step: number) => {
    const claimed = await db
      .updateTable('two_factor')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]),
      )
      .returning('user_id')
      .executeTakeFirst();
    return claimed !== undefined;
  };

  const storeRecoveryCodes = async (trx: Db, userId: string, codes: string[]) => {
    await trx.deleteFrom('two_factor_recovery_code').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_code')
      .values(
        codes.map((code) => ({
          id: randomUUID(),
          user_id: userId,
          code_hash: hmac(hashKey, normalizeRecoveryCode(code)),
        })),
      )
      .execute();
  };

  return {
    async status(userId) {
      const enabled = (await enabledRow(userId)) !== undefined;
      const left = await db
        .selectFrom('two_factor_recovery_code')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { enabled, recoveryCodesLeft: enabled ? Number(left.count) : 0 };
    },

    async isEnabled(userId) {
      return (await enabledRow(userId)) !== undefined;
    },

    async enrol({ id, email }) {
      if (await this.isEnabled(id)) return undefined;
      const secret = new Secret({ size: 20 }).base32;
      const values = { secret_box: box.seal(secret), created_at: new Date(clock.now()) };
      await db
        .insertInto('two_factor')
        .values({ user_id: id, ...values })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ ...values, last_used_step: null }),
        )
        .execute();
      const otpauthUri = totpOf(secret, email).toString();
      const qrDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
      return { secret, otpauthUri, qrDataUrl };
    },

    async confirm(userId, code) {
      const pending = await row(userId);
      if (pending === undefined || pending.enabled_at !== null) return 'none';
      const digits = asTotpCode(code);
      const step =
        digits === undefined ? undefined : matchingStep(box.open(pending.secret_box), digits);
      if (step === undefined || !(await claimStep(userId, step))) return 'wrong';
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('two_factor')
          .set({ enabled_at: new Date(clock.now()) })
          .where('user_id', '=', userId)
          .execute();
        await storeRecoveryCodes(trx, userId, codes);
      });
      return codes;
    },

    async verify(userId, code) {
      const enabled = await enabledRow(userId);
      if (enabled === undefined) return false;
      const digits = asTotpCode(code);
      if (digits !== undefined) {
        const step = matchingStep(box.open(enabled.secret_box), digits);
        return step !== undefined && claimStep(userId, step);
      }
      const spent = await db
        .updateTable('two_factor_recovery_code')
        .set({ used_at: new Date(clock.now()) })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hmac(hashKey, normalizeRecoveryCode(code)))
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return spent !== undefined;
    },

    async disable(userId) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_factor_recovery_code').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factor_challenge').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
      });
    },

    async renewRecoveryCodes(userId) {
      if (!(await this.isEnabled(userId))) return undefined;
      const codes = newRecoveryCodes();
      await db.transaction().execute((trx) => storeRecoveryCodes(trx, userId, codes));
      return codes;
    },

    async startChallenge(userId) {
      const token = randomToken(32);
      await db
        .insertInto('two_factor_challenge')
        .values({
          id: randomUUID(),
          user_id: userId,
          token_hash: sha256(token),
          expires_at: new Date(clock.now() + challengeRules.ttlMs),
        })
        .execute();
      return token;
    },

    async liveChallenge(token) {
      const found = await db
        .selectFrom('two_factor_challenge')
        .select(['id', 'user_id', 'wrong_tries'])
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(clock.now()))
        .where('wrong_tries', '<', challengeRules.maxWrongTries)
        .executeTakeFirst();
      return found === undefined
        ? undefined
        : { id: found.id, userId: found.user_id, wrongTries: found.wrong_tries };
    },

    async failChallenge(id) {
      const updated = await db
        .updateTable('two_factor_challenge')
        .set({ wrong_tries: sql<number>`wrong_tries + 1` })
        .where('id', '=', id)
        .returning('wrong_tries')
        .executeTakeFirstOrThrow();
      return Math.max(0, challengeRules.maxWrongTries - updated.wrong_tries);
    },

    async finishChallenge(id) {
      const finished = await db
        .updateTable('two_factor_challenge')
        .set({ used_at: new Date(clock.now()) })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return finished !== undefined;
    },

    async pruneChallenges() {
      const before = new Date(clock.now() - 60 * 60_000);
      await db.deleteFrom('two_factor_challenge').where('expires_at', '<', before).execute();
    },
  };
}
