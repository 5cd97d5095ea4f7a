import type { Selectable, Updateable } from 'kysely';
import type { KycStatus } from '../../../src/contracts/kyc.ts';
import { maskAadhaar, maskAccount } from '../../../src/domain/kyc/rules.ts';
import type { Db } from '../../db/index.ts';
import type { KycRecordTable } from '../../db/kyc-tables.ts';

export type KycRecord = Selectable<KycRecordTable>;

export function findKycRecord(db: Db, userId: string): Promise<KycRecord | undefined> {
  return db.selectFrom('kyc_record').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Writes `changes` to the trader's record, creating it on the first step. */
export async function updateKycRecord(
  db: Db,
  userId: string,
  changes: Omit<Updateable<KycRecordTable>, 'user_id' | 'updated_at'>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('kyc_record')
    .values({ user_id: userId, updated_at: now, ...changes })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ ...changes, updated_at: now }),
    )
    .execute();
}

/** Whether another trader has already verified the document with this keyed hash. */
export async function hashTakenByAnother(
  db: Db,
  column: 'aadhaar_hash' | 'pan_hash' | 'bank_account_hash',
  hash: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_record')
    .select('user_id')
    .where(column, '=', hash)
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The overall status: verified once Aadhaar and PAN are; rejected while the last PAN check is
 * refused (the trader may correct it and try again); in progress once any step has begun.
 */
export function overallStatus(record: KycRecord | undefined): KycStatus['status'] {
  if (record === undefined) return 'none';
  if (record.aadhaar_state === 'verified' && record.pan_state === 'verified') return 'verified';
  if (record.pan_state === 'failed') return 'rejected';
  const begun =
    record.aadhaar_state !== 'pending' ||
    record.pan_state !== 'pending' ||
    record.bank_state !== 'pending';
  return begun ? 'in_progress' : 'none';
}

/** The record as the API shows it: every number masked. */
export function toKycStatus(record: KycRecord | undefined): KycStatus {
  return {
    status: overallStatus(record),
    aadhaar: {
      state: record?.aadhaar_state ?? 'pending',
      masked: record?.aadhaar_last4 == null ? null : maskAadhaar(record.aadhaar_last4),
    },
    pan: {
      state: record?.pan_state ?? 'pending',
      masked: record?.pan_masked ?? null,
      name: record?.pan_name ?? null,
      failure: record?.pan_failure ?? null,
    },
    bank: {
      state: record?.bank_state ?? 'pending',
      ifsc: record?.bank_ifsc ?? null,
      masked: record?.bank_account_last4 == null ? null : maskAccount(record.bank_account_last4),
      failure: record?.bank_failure ?? null,
    },
  };
}
