import { indiaTimeText } from '../../../src/domain/time/india-time.ts';
/** The funds module's words for the money controls (issue 24). */
export const fundsTexts = {
  depositsOff:
    'Demo deposits are off on this exchange: it is not a demo, and real deposits are not available yet',
  withdrawalsOff:
    'Withdrawals are off on this exchange: it trades demo money, which never leaves the exchange',
  heldAfterBankChange: (until: Date) =>
    `Withdrawals are held until ${indiaTimeText(until)} because your payout bank account was changed recently`,
  codeInvalid: 'That code is not right; the withdrawal is still waiting for the right one',
  noSuchWithdrawal: 'No such withdrawal is waiting for confirmation',
  confirmed: (last4: string) =>
    `Withdrawal confirmed: it is on its way to the bank account ending ${last4}`,
} as const;
