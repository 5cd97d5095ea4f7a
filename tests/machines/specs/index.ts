import type { ModelSpec } from '../harness/index.ts';
import { accountSecuritySpec } from './account-security.spec.ts';
import { apiKeysSpec } from './api-keys.spec.ts';
import { browserSignalsSpec } from './browser-signals.spec.ts';
import { candleHistorySpec } from './candle-history.spec.ts';
import { chatbotSpec } from './chatbot.spec.ts';
import { closedPositionsSpec } from './closed-positions.spec.ts';
import { contractNoteSpec } from './contract-note.spec.ts';
import { countdownSpec } from './countdown.spec.ts';
import { currencySpec } from './currency.spec.ts';
import { dashboardVisitSpec } from './dashboard-visit.spec.ts';
import { demoExchangeSpec } from './demo-exchange.spec.ts';
import { emailChangeSpec } from './email-change.spec.ts';
import { emailCodeSpec } from './email-code.spec.ts';
import { firstStepsSpec } from './first-steps.spec.ts';
import { forgotPasswordSpec } from './forgot-password.spec.ts';
import { fundSocketSpec } from './fund-socket.spec.ts';
import { fundsSpec } from './funds.spec.ts';
import { futuresTableSpec } from './futures-table.spec.ts';
import { guestSpec } from './guest.spec.ts';
import { kycSpec } from './kyc.spec.ts';
import { landingKeysSpec } from './landing-keys.spec.ts';
import { marginBarSpec } from './margin-bar.spec.ts';
import { marketSocketSpec } from './market-socket.spec.ts';
import { marketStripSpec } from './market-strip.spec.ts';
import { marketTopicSpec } from './market-topic.spec.ts';
import { marketViewSpec } from './market-view.spec.ts';
import { moneyFormSpec } from './money-form.spec.ts';
import { newVersionSpec } from './new-version.spec.ts';
import { notificationPreferencesSpec } from './notification-preferences.spec.ts';
import { notificationsSpec } from './notifications.spec.ts';
import { oauthSpec } from './oauth.spec.ts';
import { optionExpiriesSpec } from './option-expiries.spec.ts';
import { orderBookSeedSpec } from './order-book-seed.spec.ts';
import { orderStreamSpec } from './order-stream.spec.ts';
import { orderTicketSpec } from './order-ticket.spec.ts';
import { ordersSpec } from './orders.spec.ts';
import { pagesSpec } from './pages.spec.ts';
import { persistenceSpec } from './persistence.spec.ts';
import { positionCommandsSpec } from './position-commands.spec.ts';
import { positionStreamSpec } from './position-stream.spec.ts';
import { positionsSpec } from './positions.spec.ts';
import { profileSpec } from './profile.spec.ts';
import { publicFormSpec } from './public-form.spec.ts';
import { recordsSpec } from './records.spec.ts';
import { referralSpec } from './referral.spec.ts';
import { rootSpec } from './root.spec.ts';
import { secondFactorSpec } from './second-factor.spec.ts';
import { sessionSpec } from './session.spec.ts';
import { signupSpec } from './signup.spec.ts';
import { stepUpSpec } from './step-up.spec.ts';
import { themeSpec } from './theme.spec.ts';
import { tickerSpec } from './ticker.spec.ts';
import { ticketMarketSpec } from './ticket-market.spec.ts';
import { transactionsSpec } from './transactions.spec.ts';
import { twoFactorSettingsSpec } from './two-factor-settings.spec.ts';

/** One model spec per catalogue entry; tests/machines/catalogue.test.ts keeps the two in step. */
export const modelSpecs: readonly ModelSpec[] = [
  pagesSpec,
  rootSpec,
  newVersionSpec,
  browserSignalsSpec,
  firstStepsSpec,
  themeSpec,
  guestSpec,
  currencySpec,
  persistenceSpec,
  chatbotSpec,
  publicFormSpec,
  marketSocketSpec,
  sessionSpec,
  secondFactorSpec,
  signupSpec,
  forgotPasswordSpec,
  countdownSpec,
  emailCodeSpec,
  kycSpec,
  profileSpec,
  marketTopicSpec,
  optionExpiriesSpec,
  candleHistorySpec,
  tickerSpec,
  futuresTableSpec,
  marketViewSpec,
  ticketMarketSpec,
  dashboardVisitSpec,
  landingKeysSpec,
  marketStripSpec,
  fundsSpec,
  fundSocketSpec,
  moneyFormSpec,
  stepUpSpec,
  emailChangeSpec,
  demoExchangeSpec,
  transactionsSpec,
  oauthSpec,
  twoFactorSettingsSpec,
  accountSecuritySpec,
  apiKeysSpec,
  notificationPreferencesSpec,
  referralSpec,
  orderTicketSpec,
  orderBookSeedSpec,
  orderStreamSpec,
  positionStreamSpec,
  notificationsSpec,
  positionsSpec,
  marginBarSpec,
  closedPositionsSpec,
  positionCommandsSpec,
  ordersSpec,
  contractNoteSpec,
  recordsSpec,
];
