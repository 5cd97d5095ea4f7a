import type { Migration } from 'kysely';
import * as installation from './0001_installation.ts';
import * as mailOutbox from './0002_mail_outbox.ts';
import * as auth from './0003_auth.ts';
import * as verificationAndSessionAge from './0004_verification_and_session_age.ts';
import * as twoFactor from './0010_two_factor.ts';
import * as funds from './0020_funds.ts';
import * as kyc from './0030_kyc.ts';
import * as trading from './0040_trading.ts';
import * as tradingRisk from './0041_trading_risk.ts';
import * as optionSettlement from './0045_option_settlement.ts';
import * as publicForms from './0050_public_forms.ts';
import * as supportMessages from './0051_support_messages.ts';
import * as tradingNotices from './0060_trading_notices.ts';
import * as oauth from './0070_oauth.ts';
import * as accountSettings from './0080_account_settings.ts';
import * as referrals from './0085_referrals.ts';
import * as profileDetails from './0086_profile_details.ts';
import * as profilePending from './0087_profile_pending.ts';
import * as coreJournal from './0090_core_journal.ts';
import * as insuranceFund from './0091_insurance_fund.ts';
import * as coreProjection from './0092_core_projection.ts';
import * as coreProjectedLedger from './0093_core_projected_ledger.ts';
import * as referralRewardRules from './0094_referral_reward_rules.ts';
import * as positionFunding from './0095_position_funding.ts';
import * as noticeFigures from './0096_notice_figures.ts';
import * as moneyControls from './0097_money_controls.ts';
import * as signupConsent from './0098_signup_consent.ts';
import * as emailChange from './0099_email_change.ts';
import * as ledgerBalancePerStatement from './0100_ledger_balance_per_statement.ts';
import * as apiKeys from './0200_api_keys.ts';

/**
 * Every migration, in order. Names sort in the order they must run; never rename or
 * reorder a migration that has shipped. Add a new one as `NNNN_name.ts` and list it here.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_installation': installation,
  '0002_mail_outbox': mailOutbox,
  '0003_auth': auth,
  '0004_verification_and_session_age': verificationAndSessionAge,
  '0010_two_factor': twoFactor,
  '0020_funds': funds,
  '0030_kyc': kyc,
  '0040_trading': trading,
  '0041_trading_risk': tradingRisk,
  '0045_option_settlement': optionSettlement,
  '0050_public_forms': publicForms,
  '0051_support_messages': supportMessages,
  '0060_trading_notices': tradingNotices,
  '0070_oauth': oauth,
  '0080_account_settings': accountSettings,
  '0085_referrals': referrals,
  '0086_profile_details': profileDetails,
  '0087_profile_pending': profilePending,
  '0090_core_journal': coreJournal,
  '0091_insurance_fund': insuranceFund,
  '0092_core_projection': coreProjection,
  '0093_core_projected_ledger': coreProjectedLedger,
  '0094_referral_reward_rules': referralRewardRules,
  '0095_position_funding': positionFunding,
  '0096_notice_figures': noticeFigures,
  '0097_money_controls': moneyControls,
  '0098_signup_consent': signupConsent,
  '0099_email_change': emailChange,
  '0100_ledger_balance_per_statement': ledgerBalancePerStatement,
  '0200_api_keys': apiKeys,
};
