import type { AnyStateMachine } from 'xstate';
import { emailChangeMachine } from './account/email-change.machine.ts';
import { apiKeysMachine } from './api-keys/api-keys.machine.ts';
import { demoExchangeMachine } from './app-config/demo-exchange.machine.ts';
import { newVersionMachine } from './app-version/new-version.machine.ts';
import { emailCodeMachine } from './auth/email-code.machine.ts';
import { forgotPasswordMachine } from './auth/forgot-password.machine.ts';
import { secondFactorMachine } from './auth/second-factor.machine.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { signupMachine } from './auth/signup.machine.ts';
import { stepUpMachine } from './auth/step-up.machine.ts';
import { browserSignalsMachine } from './browser/browser-signals.machine.ts';
import { chatbotMachine } from './chatbot/chatbot.machine.ts';
import { countdownMachine } from './countdown/countdown.machine.ts';
import { currencyMachine } from './currency/currency.machine.ts';
import { firstStepsMachine } from './first-steps/first-steps.machine.ts';
import { fundsMachine } from './funds/funds.machine.ts';
import { moneyFormMachine } from './funds/money-form.machine.ts';
import { transactionsMachine } from './funds/transactions.machine.ts';
import { guestMachine } from './guest/guest.machine.ts';
import { kycMachine } from './kyc/kyc.machine.ts';
import { candleHistoryMachine } from './market/candle-history.machine.ts';
import { dashboardVisitMachine } from './market/dashboard-visit.machine.ts';
import { futuresTableMachine } from './market/futures-table.machine.ts';
import { marketTopicMachine } from './market/market-topic.machine.ts';
import { marketViewMachine } from './market/market-view.machine.ts';
import { optionExpiriesMachine } from './market/option-expiries.machine.ts';
import { orderBookSeedMachine } from './market/order-book-seed.machine.ts';
import { tickerMachine } from './market/ticker.machine.ts';
import { oauthMachine } from './oauth/oauth.machine.ts';
import { marketStripMachine } from './pages/market-strip.machine.ts';
import { pagesMachine } from './pages/pages.machine.ts';
import { persistenceMachine } from './persistence/persistence.machine.ts';
import { profileMachine } from './profile/profile.machine.ts';
import { publicFormMachine } from './public-form/public-form.machine.ts';
import { landingKeysMachine } from './public-site/landing-keys.machine.ts';
import { referralMachine } from './referral/referral.machine.ts';
import { rootMachine } from './root.machine.ts';
import { accountSecurityMachine } from './settings/account-security.machine.ts';
import { notificationPreferencesMachine } from './settings/notification-preferences.machine.ts';
import { fundSocketMachine } from './sockets/fund-socket.ts';
import { marketSocketMachine } from './sockets/market-socket.ts';
import { themeMachine } from './theme/theme.machine.ts';
import { closedPositionsMachine } from './trading/closed-positions.machine.ts';
import { contractNoteMachine } from './trading/contract-note.machine.ts';
import { marginBarMachine } from './trading/margin-bar.machine.ts';
import { notificationsMachine } from './trading/notifications.machine.ts';
import { orderStreamMachine } from './trading/order-stream.ts';
import { orderTicketMachine } from './trading/order-ticket.machine.ts';
import { ordersMachine } from './trading/orders.machine.ts';
import { positionCommandsMachine } from './trading/position-commands.machine.ts';
import { positionStreamMachine } from './trading/position-stream.ts';
import { positionsMachine } from './trading/positions.machine.ts';
import { recordsMachine } from './trading/records.machine.ts';
import { ticketMarketMachine } from './trading/ticket-market.machine.ts';
import { twoFactorSettingsMachine } from './two-factor/two-factor-settings.machine.ts';

/** A state or transition that no event sequence can reach, with the reason an auditor can check. */
export interface UnreachableItem {
  readonly kind: 'state' | 'transition';
  /** State id (e.g. `theme.dark`) or transition key `<sourceStateId> -- <eventType> --> <targetStateId>`. */
  readonly id: string;
  readonly reason: string;
}

export interface MachineEntry {
  /** File-name-safe name: the doc is written to docs/statecharts/<name>.md. */
  readonly name: string;
  /** One line on what the machine models, for docs/statecharts/index.md. */
  readonly summary: string;
  readonly machine: AnyStateMachine;
  readonly unreachable?: readonly UnreachableItem[];
}

/** The gaveUp state and its ways in and out: a socket that never gives up cannot reach them. */
const neverGivesUp = (reason: string): UnreachableItem[] =>
  [
    ['state', 'connection.closed.gaveUp'],
    ['transition', 'connection.live -- socket.closed --> connection.closed.gaveUp'],
    ['transition', 'connection.live -- xstate.error.actor.socket --> connection.closed.gaveUp'],
    ['transition', 'connection.closed.gaveUp -- connection.retry --> connection.live'],
    ['transition', 'connection.closed.gaveUp -- browser.online --> connection.live'],
    ['transition', 'connection.closed.gaveUp -- browser.visible --> connection.live'],
  ].map(([kind, id]) => ({ kind: kind as 'state' | 'transition', id: id as string, reason }));

/** A socket without a reconnect limit that reconnects after a normal close too never gives up or stops. */
const alwaysReconnects = (socket: string): UnreachableItem[] => [
  ...neverGivesUp(
    `The ${socket} has no reconnect limit (spec section 4), so mayReconnect always holds and it never gives up.`,
  ),
  {
    kind: 'transition',
    id: 'connection.live -- socket.closed --> connection.closed.normal [and(isNormalClose, not(reconnectsAfterNormalClose))]',
    reason: `The ${socket} reconnects after every close by the server, a normal one too (spec section 4: "on close … reconnect"); only the app's own close (logout) stops it.`,
  },
];

/** Every machine of the app. The statechart docs and the model-based tests both read this list. */
export const machineCatalogue: readonly MachineEntry[] = [
  {
    name: 'root',
    summary: 'The root system: spawns every long-lived actor under its systemId.',
    machine: rootMachine,
  },
  {
    name: 'pages',
    summary:
      'Follows the location and runs the current route’s page actors: loads them with the route, waits for the session when the route needs it, stops them when the route is left.',
    machine: pagesMachine,
  },
  {
    name: 'new-version',
    summary:
      'A deploy replaced the running build: a code chunk that fails to load shows "A new version is available: Reload" under the header; Reload loads the new build.',
    machine: newVersionMachine,
  },
  {
    name: 'browser-signals',
    summary:
      'The browser’s online, offline and tab-visible signals, listened to once and forwarded by sendTo to the market, fund, order and position sockets; storage written by another tab, forwarded to the currency, theme, notifications and session actors.',
    machine: browserSignalsMachine,
  },
  {
    name: 'first-steps',
    summary:
      'The dashboard checklist of a new trader: verify KYC, add funds, place a first trade; each step ticks itself off, and the list goes once all are done.',
    machine: firstStepsMachine,
  },
  {
    name: 'theme',
    summary:
      'Light or dark theme: the system’s preference, followed while it changes, until the trader toggles a choice that is persisted in localStorage; applied to the document.',
    machine: themeMachine,
  },
  {
    name: 'guest',
    summary: 'The guest id (g_ + 5 base-36 characters) for live data, stable until login.',
    machine: guestMachine,
  },
  {
    name: 'currency',
    summary:
      'Display currency USD or INR; the toggle flips it; a guest keeps it locally, a trader’s choice is saved with update-currency and rolled back on failure.',
    machine: currencyMachine,
  },
  {
    name: 'persistence',
    summary: 'Rehydrates the auth and funds slices from persist:root with a 5 s timeout.',
    machine: persistenceMachine,
  },
  {
    name: 'chatbot',
    summary:
      'The support help chatbot: category, question, answer with 0.5 s and 1 s typing delays, back, restart, and a message left for the support team (12 h reply).',
    machine: chatbotMachine,
  },
  {
    name: 'public-form',
    summary:
      'A public-site form (contact, API waitlist, newsletter): validated, sent once, then success or a readable error.',
    machine: publicFormMachine,
  },
  {
    name: 'market-socket',
    summary:
      'The market stream socket: the one connection machine with the market policy (ping 10 s, pong 5 s, 5 reconnects, 1 s × 2^attempt up to 30 s, none after 1000).',
    machine: marketSocketMachine,
  },
  {
    name: 'session',
    summary:
      'The trader’s session: rehydrating, anonymous (login, then the second-factor child when two-factor sign-in is on), authenticated (valid, refreshing 30 s before expiry), logging out.',
    machine: sessionMachine,
  },
  {
    name: 'second-factor',
    summary:
      'The login’s code step with two-factor on: an authenticator or recovery code checked against the pending sign-in; a wrong code asks again, an ended sign-in goes back to the password.',
    machine: secondFactorMachine,
  },
  {
    name: 'signup',
    summary:
      'Sign-up in four steps: initial info (every error at once), verify email (the email-code child), additional info, complete (3 s to /login with the email).',
    machine: signupMachine,
  },
  {
    name: 'forgot-password',
    summary:
      'Forgot password: email, the email-code child beside the new password, success and 3 s to /login with the email.',
    machine: forgotPasswordMachine,
  },
  {
    name: 'email-code',
    summary:
      'The emailed code of sign-up and reset: sent, verified at 6 digits (answering the verificationToken), resent after a 30 s cooldown.',
    machine: emailCodeMachine,
  },
  {
    name: 'countdown',
    summary:
      'The seconds shown while a flow waits (Resend cooldown, the 3 s to /login): invoked in the waiting state, one less each second, ended at 0.',
    machine: countdownMachine,
  },
  {
    name: 'kyc',
    summary:
      'KYC: a KYC session, then Aadhaar OTP (30 s resend cooldown), PAN and bank account, each requested, verified or failed with the values kept; resumes at the first unverified step; reset starts over.',
    machine: kycMachine,
  },
  {
    name: 'profile',
    summary:
      'The profile page: load (retry on failure), view, edit name and phone (checked, kept when refused), save.',
    machine: profileMachine,
  },
  {
    name: 'market-topic',
    summary:
      'A page’s watch of one market topic: waiting for a user id, subscribing, subscribed, failed with a retry; the subscription lives as long as its state.',
    machine: marketTopicMachine,
  },
  {
    name: 'option-expiries',
    summary:
      'The option chain’s expiry tabs: loading under the market user id, failure and retry, settled expiries dropped by the clock (a settled pick moves on with a notice), one refetch per settlement.',
    machine: optionExpiriesMachine,
  },
  {
    name: 'candle-history',
    summary:
      'The candle history of a chart or a sparkline: loading, ready (live ticks move it), failed with a retry.',
    machine: candleHistoryMachine,
  },
  {
    name: 'ticker',
    summary:
      'The trade screen’s ticker of one perpetual: the contract spec read once (tried again 10 s after a failure) and the funding countdown’s clock; last price, mark, index, funding and open interest come over the market socket, so open interest follows each trade.',
    machine: tickerMachine,
  },
  {
    name: 'futures-table',
    summary:
      'The futures table’s sort and search: by 24 h volume at first; sorted by a live column the rows are sorted again every 2 s, by the symbol no clock runs.',
    machine: futuresTableMachine,
  },
  {
    name: 'market-view',
    summary:
      'A market page’s widgets (dashboard, futures, options, the trade screen, the tabs of /markets): follows the address and the chart’s resolution and runs one child per widget shown.',
    machine: marketViewMachine,
  },
  {
    name: 'ticket-market',
    summary:
      'The order ticket instrument’s market data while the ticket is open: its prices’ watch, its book and trades, the book’s REST seed.',
    machine: ticketMarketMachine,
  },
  {
    name: 'dashboard-visit',
    summary:
      'A visit of the dashboard: entering it asks the first-steps checklist to read the steps again.',
    machine: dashboardVisitMachine,
  },
  {
    name: 'landing-keys',
    summary:
      'The landing page’s clearing of stale stored keys: once the session has settled, the token only without a session.',
    machine: landingKeysMachine,
  },
  {
    name: 'market-strip',
    summary:
      'The landing page’s market strip: once shown, loads the market code and watches the dashboard topic while the page lasts.',
    machine: marketStripMachine,
  },
  {
    name: 'funds',
    summary:
      'The trader’s funds (spec section 4): idle, loading, succeeded, failed; clear to idle; kept live by fund stream snapshots (other users’ ignored, unreadable ones are ‘Invalid data format’) and persisted.',
    machine: fundsMachine,
  },
  {
    name: 'fund-socket',
    summary:
      'The fund stream socket: the one connection machine with the fund policy (only with a user id, reconnect 5 s after any close but 1000, no attempt limit, manual reconnect, logout closes with 1000).',
    machine: fundSocketMachine,
    unreachable: neverGivesUp(
      'The fund socket has no reconnect limit (spec: reconnect after 5 s on every abnormal close), so mayReconnect always holds and it never gives up.',
    ),
  },
  {
    name: 'money-form',
    summary:
      'A deposit or withdrawal form: validated, sent once with an Idempotency-Key, success or error; a withdrawal may lead to KYC, and an accepted one waits for its confirmation code.',
    machine: moneyFormMachine,
  },
  {
    name: 'step-up',
    summary:
      'Confirm your password: a sensitive call refused without a step-up opens the dialog (password, or the authenticator code with two-factor on), then is retried with the token.',
    machine: stepUpMachine,
  },
  {
    name: 'email-change',
    summary:
      'The Email section of /settings: the new address, the step-up dialog, the code mailed to the new address, then the change.',
    machine: emailChangeMachine,
  },
  {
    name: 'demo-exchange',
    summary:
      'The "demo exchange" banner: shown on every page when the server says it runs on demo money only.',
    machine: demoExchangeMachine,
  },
  {
    name: 'transactions',
    summary:
      'The wallet’s transaction history: newest first, paged, filtered by type, refreshed when funds change.',
    machine: transactionsMachine,
  },
  {
    name: 'oauth',
    summary:
      'Sign-in with Google: login first, sign-up when login fails; a user and a token start the session (verified, USD); otherwise the error is stored and the auth token removed.',
    machine: oauthMachine,
  },
  {
    name: 'two-factor-settings',
    summary:
      'Two-factor sign-in in /settings: status, turn on (QR code, confirm with a code, ten recovery codes shown once), turn off with a code.',
    machine: twoFactorSettingsMachine,
  },
  {
    name: 'account-security',
    summary:
      'Password and sessions in /settings: change the password (checked, then every other session ends and the list reloads) beside the signed-in sessions, each signed out alone or all but this one after a confirmation.',
    machine: accountSecurityMachine,
  },
  {
    name: 'api-keys',
    summary:
      'The API keys section of /settings: the keys listed, a new one created behind the step-up dialog with its secret shown once, one revoked.',
    machine: apiKeysMachine,
  },
  {
    name: 'notification-preferences',
    summary:
      'The notification toggles in /settings: read, each change saved and handed to the session’s user, which the trading screens read.',
    machine: notificationPreferencesMachine,
  },
  {
    name: 'referral',
    summary:
      'Refer and earn: the side switch (Referral Page | Track Referral), the referrals loaded (again when Track Referral opens, a failed refresh keeps the list), Copy with “Copied” for 2 s or a copy-by-hand fallback.',
    machine: referralMachine,
  },
  {
    name: 'order-ticket',
    summary:
      'The order ticket: opened on an instrument from anywhere; editing, pre-trade refusals in words (size, limit price, stop-loss side and liquidation, take-profit side, funds), a far-limit warning to confirm, reviewing, submitting with a clientOrderId fixed at confirm, accepted, rejected in the server’s words, failed with a retry.',
    machine: orderTicketMachine,
  },
  {
    name: 'order-book-seed',
    summary:
      'The order book widget’s REST seed: GET /orderbook at once, again every 3 s (10 s after a failure) until the socket’s orderbook topic is live.',
    machine: orderBookSeedMachine,
  },
  {
    name: 'order-stream',
    summary:
      'The order notification stream socket: the connection machine with the order policy (only with a user id, ping 10 s, ping timeout 20 s, reconnect 5 s after any close with no limit, since=<last messageId> on connect, logout closes with 1000).',
    machine: orderStreamMachine,
    unreachable: alwaysReconnects('order stream'),
  },
  {
    name: 'position-stream',
    summary:
      'The position stream socket: the connection machine with the position policy (only with a user id, subscribe queued until open, pong timeout 5 s, reconnect 3 s after any close with no limit, logout closes with 1000).',
    machine: positionStreamMachine,
    unreachable: alwaysReconnects('position stream'),
  },
  {
    name: 'notifications',
    summary:
      'The bell’s notifications and the order toasts: fed by the order stream, repeated messageIds dropped (seen set cleared past 1000), unread count and mark read, a toast 4 s at a time when the preference allows.',
    machine: notificationsMachine,
  },
  {
    name: 'positions',
    summary:
      'The trader’s open positions from bulk-position-update: waiting, live, stale while the position stream is down.',
    machine: positionsMachine,
  },
  {
    name: 'margin-bar',
    summary:
      'A position card’s margin-ratio bar, one per open position (a child of positions): safe, warning (amber) from 80% until below 70%, danger (red) from 90%.',
    machine: marginBarMachine,
  },
  {
    name: 'closed-positions',
    summary:
      'The closed-positions tab of /positions: loading GET /records/closed-positions, shown (refreshed on demand), or failed in words with a retry.',
    machine: closedPositionsMachine,
  },
  {
    name: 'position-commands',
    summary:
      'Changes to positions on /positions: close, partial close, SL/TP edit, close-all behind one confirmation.',
    machine: positionCommandsMachine,
  },
  {
    name: 'orders',
    summary:
      'The /orders page: open orders with cancel and cancel-all (confirmed), history and fills, paged and filtered, read again after a notice.',
    machine: ordersMachine,
  },
  {
    name: 'contract-note',
    summary: 'An executed order’s contract note: loading, shown (printable), failed with a retry.',
    machine: contractNoteMachine,
  },
  {
    name: 'records',
    summary:
      'The CSV export of orders, fills and wallet transactions for a date range, and the financial-year statement.',
    machine: recordsMachine,
  },
];
