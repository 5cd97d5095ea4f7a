import type { ColumnType, Generated } from 'kysely';
import type { ApiKeyAddressTable, ApiKeyTable } from './api-key-tables.ts';
import type {
  AppUserTable,
  AuthSecretTable,
  EmailChangeTable,
  EmailOtpTable,
  LoginSessionTable,
  RefreshTokenTable,
} from './auth-tables.ts';
import type {
  FundsIdempotencyTable,
  FundsTransactionTable,
  LedgerAccountTable,
  LedgerEntryTable,
  LedgerJournalTable,
  WithdrawalCodeTable,
} from './funds-tables.ts';
import type { KycAadhaarOtpTable, KycRecordTable, KycSessionTable } from './kyc-tables.ts';
import type { MailOutboxTable } from './mail-tables.ts';
import type { OAuthIdentityTable } from './oauth-tables.ts';
import type {
  ReferralCodeTable,
  ReferralRewardKeyTable,
  ReferralTable,
} from './referral-tables.ts';
import type {
  TwoFactorChallengeTable,
  TwoFactorRecoveryCodeTable,
  TwoFactorTable,
} from './two-factor-tables.ts';

/** One row per data directory or database: who this installation is and when it began. */
export interface InstallationTable {
  id: string;
  /** Always true; its primary key keeps the table to a single row. */
  singleton: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

/** A message sent from the contact page. */
export interface PublicContactMessageTable {
  id: Generated<string>;
  full_name: string;
  email: string;
  subject: string;
  message: string;
  /** sha256 of the normalised email, subject and message: the same message is stored once. */
  content_hash: string;
  /** Where it was left: the contact page's form, or the help chat. */
  channel: ColumnType<'contact' | 'chat', 'contact' | 'chat' | undefined, never>;
  /** The signed-in trader who left it (help chat), else null. */
  user_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, never, never>;
}

/** One email on the API waitlist or the newsletter list. */
export interface PublicEmailSignupTable {
  email: string;
  created_at: ColumnType<Date, never, never>;
}

/** Every table the exchange owns. Later modules add their tables here. */
export interface Tables {
  installation: InstallationTable;
  mail_outbox: MailOutboxTable;
  app_user: AppUserTable;
  email_otp: EmailOtpTable;
  email_change: EmailChangeTable;
  refresh_token: RefreshTokenTable;
  login_session: LoginSessionTable;
  auth_secret: AuthSecretTable;
  public_contact_message: PublicContactMessageTable;
  public_waitlist_signup: PublicEmailSignupTable;
  public_newsletter_subscription: PublicEmailSignupTable;
  kyc_record: KycRecordTable;
  kyc_session: KycSessionTable;
  kyc_aadhaar_otp: KycAadhaarOtpTable;
  ledger_account: LedgerAccountTable;
  funds_transaction: FundsTransactionTable;
  ledger_journal: LedgerJournalTable;
  ledger_entry: LedgerEntryTable;
  funds_idempotency: FundsIdempotencyTable;
  withdrawal_code: WithdrawalCodeTable;
  oauth_identity: OAuthIdentityTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_code: TwoFactorRecoveryCodeTable;
  two_factor_challenge: TwoFactorChallengeTable;
  referral_code: ReferralCodeTable;
  referral: ReferralTable;
  referral_reward_key: ReferralRewardKeyTable;
  api_key: ApiKeyTable;
  api_key_address: ApiKeyAddressTable;
}
