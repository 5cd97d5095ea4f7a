import { support } from '../config/company.ts';
import { PRODUCT_NAME } from '../config/product.ts';
import { brokerage } from '../domain/constants.ts';

export const termsMeta = {
  title: 'Terms and Conditions',
  description: `The agreement between you and ${PRODUCT_NAME}: eligibility, accounts, deposits and withdrawals, trade annulment, suspension and closure, and the risk disclosure.`,
};

/** A numbered clause (spec section 3): clause number, optional term, meaning. */
export interface TermsClause {
  readonly number: string;
  readonly term?: string;
  readonly text: string;
}

export interface TermsSection {
  readonly id: string;
  readonly title: string;
  readonly clauses: readonly TermsClause[];
}

export const terms = {
  title: 'Terms and Conditions',
  updated: 'Last updated 1 November 2026',
  lead: `These terms govern your use of the ${PRODUCT_NAME} exchange, website and apps. Please read them with the Risk Disclosure at the end before you open an account.`,
  contentsTitle: 'Contents',
};

export const termsSections: readonly TermsSection[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    clauses: [
      {
        number: '1.1',
        term: 'Platform',
        text: `The ${PRODUCT_NAME} website, mobile apps for iOS and Android, APIs and the trading systems behind them.`,
      },
      {
        number: '1.2',
        term: 'We, us, our',
        text: `${PRODUCT_NAME} Technologies Pvt. Ltd., with its office in Indore, India.`,
      },
      {
        number: '1.3',
        term: 'User, you',
        text: 'A person or institution that registers an account on the Platform.',
      },
      {
        number: '1.4',
        term: 'Individual Account',
        text: 'An account opened by a natural person, who is its sole authorised user.',
      },
      {
        number: '1.5',
        term: 'Institutional Account',
        text: 'An account opened by a company, firm or other entity and operated only by its authorised representatives.',
      },
      {
        number: '1.6',
        term: 'Account Equity',
        text: 'The balance in Indian rupees (INR) credited to your account, including realised profits and losses.',
      },
      {
        number: '1.7',
        term: 'KYC',
        text: 'Know-your-customer verification of your identity and bank account, including Aadhaar, PAN and bank details.',
      },
      {
        number: '1.8',
        term: 'Derivative Contract',
        text: 'A futures or options contract on a digital asset listed on the Platform.',
      },
      {
        number: '1.9',
        term: 'Business Day',
        text: 'A day other than Saturday, Sunday or a public holiday on which banks in India are open.',
      },
    ],
  },
  {
    id: 'introduction',
    title: 'Introduction',
    clauses: [
      {
        number: '2.1',
        text: 'By registering an account or using the Platform you agree to these terms, the Privacy Policy and the Risk Disclosure. If you do not agree, do not use the Platform.',
      },
      {
        number: '2.2',
        text: 'We may change these terms. We publish every change on this page with its date and, for material changes, notify you by email before they apply. Continuing to use the Platform after that date means you accept the change.',
      },
      {
        number: '2.3',
        text: 'These terms are written in English; a translation is for convenience only.',
      },
    ],
  },
  {
    id: 'general',
    title: 'General',
    clauses: [
      {
        number: '3.1',
        text: 'To open an Individual Account you must be at least 18 years old, resident in India, not resident in a restricted jurisdiction, and not sanctioned, bankrupt or debarred from dealing in securities or digital assets.',
      },
      {
        number: '3.2',
        text: 'An Institutional Account may be opened by an entity validly organised under the laws of India, acting through authorised representatives, that complies with anti-money-laundering and countering-the-financing-of-terrorism (AML/CFT) rules.',
      },
      {
        number: '3.3',
        text: 'The Platform deals only in Indian rupees (INR). Prices may be displayed in USD for reference; all deposits, withdrawals, margins and settlements are in INR.',
      },
      {
        number: '3.4',
        text: 'These terms are governed by the laws of India. Any dispute is settled by arbitration seated in New Delhi, before a single arbitrator, in English.',
      },
      {
        number: '3.5',
        text: 'Our total liability to you for any claim is limited to the fees you paid us in the 6 months before the event giving rise to the claim, except where the law does not allow such a limit.',
      },
    ],
  },
  {
    id: 'services',
    title: 'Services',
    clauses: [
      {
        number: '4.1',
        text: 'We provide a venue to trade futures and options on digital assets, live market data, a funds wallet and related tools. We do not give investment, tax or legal advice.',
      },
      {
        number: '4.2',
        text: `We charge a flat brokerage of ₹${brokerage.flatInrPerTrade} per executed trade with no percentage fees. Opening an account is free. Any change to fees is published on the Platform before it applies.`,
      },
      {
        number: '4.3',
        text: 'We aim to keep the Platform available at all times but do not guarantee uninterrupted access. Scheduled maintenance is announced in advance where possible.',
      },
      {
        number: '4.4',
        text: 'Market data, charts and education content are provided for information and may be delayed or contain errors.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    clauses: [
      {
        number: '5.1',
        text: 'To register you give the account type, your email, country of residence, full name, KYC information (Aadhaar and PAN), and the bank accounts you will deposit from and withdraw to. Your email is verified with a one-time code before the account is created.',
      },
      {
        number: '5.2',
        text: 'You may open an account before KYC is complete, with restrictions: trading, deposits and withdrawals are available only once KYC and your bank account are approved.',
      },
      {
        number: '5.3',
        text: 'Deposits are accepted only from your registered bank account and are verified within 5 working days. A deposit from an unregistered source is refunded to that source within 7 working days.',
      },
      {
        number: '5.4',
        text: 'Withdrawals are paid only to your registered bank account, normally within 3 days. Larger withdrawals that need additional checks may take up to 30 days.',
      },
      {
        number: '5.5',
        text: 'We keep records of your identity and transactions for 5 years after your account closes, and report transactions above INR 10,00,000 and any suspicious transactions as the law requires.',
      },
    ],
  },
  {
    id: 'account-usage',
    title: 'Account Usage',
    clauses: [
      {
        number: '6.1',
        text: 'You are responsible for all activity on your account. An Individual Account may be used only by its holder; an Institutional Account only by its authorised representatives.',
      },
      {
        number: '6.2',
        text: 'You must not use the Platform for market manipulation, wash trading, fraud, money laundering or any unlawful purpose, or access it with automated tools other than our published APIs.',
      },
      {
        number: '6.3',
        text: 'Check your account history and the emails we send you. Any objection to a transaction or statement must reach us within 3 business days; after that it is treated as accepted.',
      },
      {
        number: '6.4',
        text: 'If an account has no activity for 2 years or more, we may investigate it and contact you before allowing new activity.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    clauses: [
      {
        number: '7.1',
        text: 'Keep your password and one-time codes secret. We will never ask you for them.',
      },
      {
        number: '7.2',
        text: `Tell us at once at ${support.email} if you suspect someone else has accessed your account. We may freeze the account while we investigate.`,
      },
      {
        number: '7.3',
        text: 'We protect client assets with cold storage for 95% of holdings, multi-signature wallets, ISO 27001 security practices and multi-factor authentication for staff access.',
      },
    ],
  },
  {
    id: 'trade-annulment',
    title: 'Trade Annulment',
    clauses: [
      {
        number: '8.1',
        text: 'We may cancel (annul) a trade, or adjust its price, in any of these cases:',
      },
      {
        number: '8.1.1',
        term: 'System malfunction',
        text: 'the trade resulted from a malfunction of the Platform or its price feeds;',
      },
      {
        number: '8.1.2',
        term: 'Fraud or manipulation',
        text: 'we reasonably suspect fraud or market manipulation;',
      },
      {
        number: '8.1.3',
        term: 'Mis-trade',
        text: 'the trade price deviates from the fair market price beyond our published mis-trade criteria;',
      },
      {
        number: '8.1.4',
        term: 'Profits of annulled trades',
        text: 'the trade used profits from a trade that has been annulled;',
      },
      {
        number: '8.1.5',
        term: 'Hacked account',
        text: 'the trade was placed from an account that was accessed without authorisation;',
      },
      {
        number: '8.1.6',
        term: 'Terms violation',
        text: 'the trade breaches these terms.',
      },
      {
        number: '8.2',
        text: 'We notify you of any annulment and its reason. Fees on an annulled trade are refunded.',
      },
    ],
  },
  {
    id: 'suspension-termination-closure',
    title: 'Account Suspension, Termination or Closure',
    clauses: [
      {
        number: '9.1',
        text: 'We may suspend your account if we suspect a breach of these terms, fraud, or a legal or regulatory requirement to do so.',
      },
      {
        number: '9.2',
        text: 'You may close your account at any time after cancelling your open orders, closing your open positions and giving us instructions to transfer your remaining Account Equity.',
      },
      {
        number: '9.3',
        text: 'We may terminate your account with 7 days notice. After the notice period we close any open positions and return your remaining deposit to your registered bank account.',
      },
      {
        number: '9.4',
        text: 'Within 2 days of our intimation of closure you must give us a bank account for the withdrawal of your funds.',
      },
    ],
  },
];

export const riskDisclosure = {
  id: 'risk-disclosure',
  title: 'Appendix: Risk Disclosure',
  points: [
    'Digital assets are highly volatile. Their prices can fall sharply, and to zero, in a short time.',
    'Futures and options are leveraged. With up to 200x leverage, a small price move can cause the loss of your whole margin, and your position may be liquidated without further notice.',
    'Options can expire worthless, and the premium you paid is then lost.',
    'Stop-loss orders limit losses but cannot guarantee a price in fast or illiquid markets.',
    'Laws and regulations on digital assets in India may change and could affect your ability to trade or withdraw.',
    'Trading systems, networks and price feeds can fail. Trades may be annulled as described in section 8.',
    'Only trade with money you can afford to lose, and seek independent advice if you are unsure.',
  ],
};
