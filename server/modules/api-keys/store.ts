import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ApiKeyScope, ApiKeySummary } from '../../../src/contracts/api-keys.ts';
import type { Db } from '../../db/index.ts';
import type { SecretBox } from '../auth/secret-box.ts';

/** A key as the signature check needs it: the secret opened. */
export interface StoredKey {
  readonly keyId: string;
  readonly userId: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly ipAllowlist: readonly string[];
  readonly secret: string;
  readonly revoked: boolean;
}

export interface NewKey extends Pick<StoredKey, 'userId' | 'scopes' | 'ipAllowlist'> {
  readonly label: string;
  readonly at: Date;
}

/** The api_key and api_key_address tables; secrets are sealed with `box` at rest. */
export function apiKeyStore(db: Db, box: SecretBox) {
  return {
    /**
     * Stores a new key unless the trader already has `max` that are not revoked (undefined then);
     * answers its id and secret, the only time the secret leaves. The trader's row is locked
     * meanwhile, so two creations at once cannot both pass the count.
     */
    async create(key: NewKey, max: number): Promise<{ keyId: string; secret: string } | undefined> {
      return db.transaction().execute(async (trx) => {
        await sql`select id from app_user where id = ${key.userId} for update`.execute(trx);
        const row = await trx
          .selectFrom('api_key')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', key.userId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= max) return undefined;
        const keyId = `dk_${randomBytes(16).toString('base64url')}`;
        const secret = randomBytes(32).toString('base64url');
        await trx
          .insertInto('api_key')
          .values({
            id: keyId,
            user_id: key.userId,
            label: key.label,
            scopes: JSON.stringify(key.scopes),
            ip_allowlist: JSON.stringify(key.ipAllowlist),
            secret_sealed: box.seal(secret),
            created_at: key.at,
          })
          .execute();
        return { keyId, secret };
      });
    },

    async list(userId: string): Promise<ApiKeySummary[]> {
      const rows = await db
        .selectFrom('api_key')
        .select(['id', 'label', 'scopes', 'ip_allowlist', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        keyId: row.id,
        label: row.label,
        scopes: JSON.parse(row.scopes) as ApiKeyScope[],
        ipAllowlist: JSON.parse(row.ip_allowlist) as string[],
        createdAt: row.created_at.toISOString(),
        lastUsedAt: row.last_used_at?.toISOString() ?? null,
      }));
    },

    /** Revokes the trader's key; false when the trader has no such key that is still on. */
    async revoke(userId: string, keyId: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('api_key')
        .set({ revoked_at: at })
        .where('id', '=', keyId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async find(keyId: string): Promise<StoredKey | undefined> {
      const row = await db
        .selectFrom('api_key')
        .selectAll()
        .where('id', '=', keyId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        keyId: row.id,
        userId: row.user_id,
        scopes: JSON.parse(row.scopes) as ApiKeyScope[],
        ipAllowlist: JSON.parse(row.ip_allowlist) as string[],
        secret: box.open(row.secret_sealed),
        revoked: row.revoked_at !== null,
      };
    },

    async isActive(keyId: string): Promise<boolean> {
      const row = await db
        .selectFrom('api_key')
        .select('revoked_at')
        .where('id', '=', keyId)
        .executeTakeFirst();
      return row !== undefined && row.revoked_at === null;
    },

    /** Notes a use from `address`; true when the key had never been used from there. */
    async used(keyId: string, address: string, at: Date): Promise<boolean> {
      await db.updateTable('api_key').set({ last_used_at: at }).where('id', '=', keyId).execute();
      const added = await db
        .insertInto('api_key_address')
        .values({ key_id: keyId, address, first_seen_at: at })
        .onConflict((conflict) => conflict.columns(['key_id', 'address']).doNothing())
        .returning('address')
        .execute();
      return added.length > 0;
    },
  };
}

export type ApiKeyStore = ReturnType<typeof apiKeyStore>;
