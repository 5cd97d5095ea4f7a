import { support } from '../config/company.ts';
import { PRODUCT_NAME } from '../config/product.ts';

/** One question of a help category, with its answer (spec section 3: id, question, answer). */
export interface HelpQuestion {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** A help category (spec section 3: id, title, color, subQuestions). */
export interface HelpCategory {
  readonly id: string;
  readonly title: string;
  /** The category in a sentence: "common questions about {topic}". */
  readonly topic: string;
  /** Accent of the category chip: a theme colour name, so it reads in light and dark. */
  readonly color: 'accent' | 'positive' | 'warning' | 'negative' | 'neutral';
  readonly subQuestions: readonly HelpQuestion[];
}

/** The five help categories of spec section 2, shared by the Help Center and the chatbot. */
export const helpCategories: readonly HelpCategory[] = [
  {
    id: 'deposit-withdraw',
    title: 'Deposit & Withdraw Issues',
    topic: 'deposits and withdrawals',
    color: 'positive',
    subQuestions: [
      {
        id: 'deposit-not-credited',
        question: 'My deposit has not reached my wallet. What should I do?',
        answer:
          'Deposits usually reflect in your Funds wallet within 1 hour. If it has been longer, check that you paid from the bank account registered on your profile, then send us the bank reference number from the Contact page. Deposits from an account that is not registered are refunded to the source within 7 working days.',
      },
      {
        id: 'withdrawal-time',
        question: 'How long does a withdrawal take?',
        answer:
          'Most withdrawals reach your registered bank account within 1 to 24 hours. Larger withdrawals can take up to 3 days while we complete our checks, and in rare cases up to 30 days, as the Terms and Conditions describe.',
      },
      {
        id: 'withdrawal-bank',
        question: 'Can I withdraw to a different bank account?',
        answer:
          'No. Withdrawals go only to the bank account verified on your profile, which keeps your funds safe if someone else gets into your account. To change it, add the new account in Profile and complete its verification first.',
      },
      {
        id: 'deposit-currency',
        question: 'Which currency do I deposit in?',
        answer:
          'Deposits and withdrawals are in Indian rupees (INR) only. You can still show prices in USD or INR with the currency switch in the header; that only changes how amounts are displayed.',
      },
    ],
  },
  {
    id: 'kyc',
    title: 'KYC & Verification Issues',
    topic: 'KYC and verification',
    color: 'warning',
    subQuestions: [
      {
        id: 'kyc-time',
        question: 'How long does KYC verification take?',
        answer:
          'KYC verification takes 24 to 48 hours once you have submitted your Aadhaar, PAN and bank account details. You can open your account before KYC is complete, but trading and withdrawals stay restricted until it is approved.',
      },
      {
        id: 'kyc-documents',
        question: 'Which documents do I need?',
        answer:
          'You need your Aadhaar number (we send a one-time code to the mobile number linked to it), your PAN with your name and date of birth exactly as printed on it, and a bank account in your own name with its IFSC code.',
      },
      {
        id: 'kyc-rejected',
        question: 'My PAN verification failed. Why?',
        answer:
          'The most common cause is a name or date of birth that does not match the PAN record exactly, including initials and spacing. Enter the details as they appear on your PAN card and try again. If it still fails, contact support with a screenshot of the error.',
      },
    ],
  },
  {
    id: 'trading',
    title: 'Trading Related Questions',
    topic: 'trading',
    color: 'accent',
    subQuestions: [
      {
        id: 'brokerage',
        question: 'What does a trade cost?',
        answer:
          'A flat ₹20 brokerage per executed trade, with no percentage fees on the traded value. Opening an account costs ₹0.',
      },
      {
        id: 'leverage',
        question: 'How does leverage work?',
        answer:
          'You choose the leverage for each trade, up to 200x. Higher leverage needs less margin but moves you closer to liquidation. Use a stop-loss and take-profit on every position, and watch the margin monitor: we alert you before a position is liquidated.',
      },
      {
        id: 'order-size',
        question: 'Why was my order size rejected?',
        answer:
          'Every contract has a minimum order step: 0.001 for BTC, 0.01 for ETH, 0.1 for BNB and LTC, 1 for SOL, DOT, LINK, AVAX and ATOM, 10 for ADA and XRP, 100 for DOGE and 100,000 for SHIB. Round your size to a multiple of the step.',
      },
      {
        id: 'option-expiry',
        question: 'When do options expire?',
        answer:
          'Options expire at 13:30 on their expiry date. The option chain shows the time left to expiry for every date, and an expired contract is marked Expired.',
      },
    ],
  },
  {
    id: 'account-security',
    title: 'Account & Security',
    topic: 'your account and its security',
    color: 'negative',
    subQuestions: [
      {
        id: 'forgot-password',
        question: 'I forgot my password.',
        answer:
          'Open Forgot password on the login page, enter your email, type the 6-digit code we send you and choose a new password of at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character. You can request a new code every 30 seconds.',
      },
      {
        id: 'account-hacked',
        question: 'I think someone else accessed my account.',
        answer:
          'Reset your password at once, then contact support so we can freeze withdrawals while we investigate. Trades placed from a compromised account may be annulled under the Terms and Conditions.',
      },
      {
        id: 'funds-protection',
        question: 'How are my funds protected?',
        answer:
          'We keep 95% of assets in cold storage, use multi-signature wallets, follow ISO 27001 practices and carry ₹500M of insurance. Our own administrative portals require multi-factor authentication for every staff login.',
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    topic: 'reaching our support team',
    color: 'neutral',
    subQuestions: [
      {
        id: 'reply-time',
        question: 'How quickly will support reply?',
        answer:
          'The help chat answers common questions 24/7 and takes a message for our team; we reply to every message, email or contact form within 12 hours.',
      },
      {
        id: 'phone-support',
        question: 'Can I talk to someone on the phone?',
        answer: `Phone support is available to VIP members, on ${support.phone} from 9AM to 7PM, Monday to Saturday. Everyone else can leave us a message around the clock in the help chat, the contact form or at ${support.email}.`,
      },
      {
        id: 'office',
        question: `Where is ${PRODUCT_NAME}'s office?`,
        answer: `Our office is in Indore, open 9AM to 7PM, Monday to Saturday. You will find the full address and our registered office on the Contact page.`,
      },
    ],
  },
];

export const helpMeta = {
  title: 'Help Center',
  description: `Answers on deposits and withdrawals, KYC, trading, account security and support at ${PRODUCT_NAME}, searchable in one place.`,
};

export const helpCenter = {
  title: 'Help Center',
  lead: 'Search the answers to the questions traders ask us most, or browse them by topic.',
  searchLabel: 'Search the help center',
  searchPlaceholder: 'Try “withdrawal” or “KYC”',
  noResults: (query: string) =>
    `No answers match “${query}”. Try another word, or ask us directly.`,
  results: (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'} found`,
  stillStuck: 'Still need help?',
  stillStuckText: `Our team replies to every message within ${support.replyWithin}; leave one in the help chat at any hour.`,
  contactButton: 'Contact support',
};
