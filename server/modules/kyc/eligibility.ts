import type { Db } from '../../db/index.ts';
import type { WithdrawalEligibilityCheck } from '../../gates.ts';
import { findKycRecord, overallStatus } from './store.ts';

/** The terms: withdrawals need verified KYC and a verified bank account, paid only to that account. */
export function withdrawalEligibility(db: Db): WithdrawalEligibilityCheck {
  return async (userId) => {
    const record = await findKycRecord(db, userId);
    const missing: ('kyc' | 'bank')[] = [];
    if (overallStatus(record) !== 'verified') missing.push('kyc');
    const bank =
      record?.bank_state === 'verified' &&
      record.bank_ifsc !== null &&
      record.bank_account_last4 !== null
        ? {
            ifsc: record.bank_ifsc,
            accountLast4: record.bank_account_last4,
            changedAt: record.bank_changed_at,
          }
        : undefined;
    if (bank === undefined) missing.push('bank');
    return bank !== undefined && missing.length === 0 ? { ok: true, bank } : { ok: false, missing };
  };
}
