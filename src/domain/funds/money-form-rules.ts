import { MAX_DEPOSIT_PAISE, MAX_WITHDRAWAL_PAISE } from '../../contracts/funds-limits.ts';
import { formatPaise, parseRupees } from '../money/paise.ts';

export type MoneyFormKind = 'deposit' | 'withdrawal';

/** The form's check of a typed amount: the server's own rules, so both say the same. Null when fine. */
export function checkMoneyAmount(kind: MoneyFormKind, amount: string): string | null {
  if (amount.trim() === '') return 'Enter an amount';
  const checked = parseRupees(amount);
  if (!checked.ok) return checked.message;
  const max = kind === 'deposit' ? MAX_DEPOSIT_PAISE : MAX_WITHDRAWAL_PAISE;
  if (checked.paise > max) return `The most one ${kind} may be is ${formatPaise(max)}`;
  return null;
}

/** Quick amounts of the deposit form, in rupees. */
export const QUICK_DEPOSITS = [1_000, 5_000, 10_000, 50_000] as const;
