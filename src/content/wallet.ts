import type { TransactionStatus, TransactionType } from '../contracts/funds.ts';

/** The wallet screen's texts. */
export const walletText = {
  title: 'Funds',
  lead: 'Your INR balance, demo deposits, withdrawals to your bank and every movement of money.',
  cards: {
    available: 'Available',
    margin: 'In margin',
    livePnl: 'Live P&L',
    grandTotal: 'Grand total',
  },
  deposit: {
    title: 'Add demo funds',
    label: 'Deposit amount (₹)',
    hint: 'Up to ₹10,00,000 per deposit and ₹25,00,000 a day. Demo money only.',
    quick: 'Quick amounts',
    submit: 'Add funds',
    sending: 'Adding…',
    another: 'Add more',
  },
  withdrawal: {
    title: 'Withdraw to your bank',
    label: 'Withdrawal amount (₹)',
    hint: 'Goes to your verified bank account once you confirm it with a code; the demo then completes it in seconds.',
    submit: 'Withdraw',
    sending: 'Requesting…',
    codeLabel: 'Confirmation code',
    codeSubmit: 'Confirm withdrawal',
    codeFromApp: 'Enter the code from your authenticator app (or a recovery code).',
    codeFromMail: 'We mailed a 6-digit code to your account’s email: enter it here.',
    codeBy: (time: string) =>
      `The money is held until you confirm. Not confirmed by ${time}, it returns to your available balance.`,
    leftToday: (left: string, limit: string) => `${left} of the ${limit} daily limit left today.`,
    heldUntil: (time: string) =>
      `Your payout bank account was changed recently: withdrawals are held until ${time}.`,
    kycTitle: 'Complete KYC to withdraw',
    kycText: 'Withdrawals need verified KYC (Aadhaar and PAN) and a verified bank account.',
    kycLink: 'Complete KYC',
    cancel: 'Cancel',
  },
  history: {
    title: 'Transactions',
    filter: 'Type',
    all: 'All types',
    empty: 'No transactions yet.',
    previous: 'Newer',
    next: 'Older',
    columns: {
      time: 'Time',
      type: 'Type',
      amount: 'Amount',
      status: 'Status',
      balance: 'Balance after',
    },
  },
} as const;

export const transactionTypeLabels: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_return: 'Withdrawal returned',
  fee: 'Fee',
  realised_pnl: 'Realised P&L',
  referral_reward: 'Referral reward',
  funding: 'Funding',
  liquidation: 'Liquidation',
  premium: 'Option premium',
  settlement: 'Option settlement',
};

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
};
