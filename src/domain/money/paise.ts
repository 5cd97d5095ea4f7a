/**
 * Rupee amounts as people type them and as the ledger keeps them (integer paise, bigint).
 * The server and the wallet forms share these rules, so both refuse the same amounts in the same words.
 */

export type AmountCheck =
  | { readonly ok: true; readonly paise: bigint }
  | { readonly ok: false; readonly message: string };

export const amountMessages = {
  notANumber: 'Enter the amount as a number of rupees',
  notPositive: 'The amount must be more than ₹0',
  tooPrecise: 'The amount can have at most two decimals (paise)',
} as const;

const RUPEES = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * Paise of a rupee amount given as a JSON number (the API) or as typed text (the forms): finite,
 * more than 0, at most two decimals. Upper limits are the caller's (deposit and withdrawal differ).
 */
export function parseRupees(value: unknown): AmountCheck {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: amountMessages.notANumber };
    if (value <= 0) return { ok: false, message: amountMessages.notPositive };
    // The shortest text that reads back as the same number: 0.1 is "0.1", 1e-7 is "1e-7".
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replaceAll(',', '');
  } else {
    return { ok: false, message: amountMessages.notANumber };
  }
  if (/^-/.test(text)) return { ok: false, message: amountMessages.notPositive };
  if (/^\d*\.\d{3,}$/.test(text) || /e-/i.test(text)) {
    return { ok: false, message: amountMessages.tooPrecise };
  }
  const match = RUPEES.exec(text);
  if (match === null) return { ok: false, message: amountMessages.notANumber };
  const paise = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (paise <= 0n) return { ok: false, message: amountMessages.notPositive };
  return { ok: true, paise };
}

/** Paise as rupees for JSON and display (exact to the paisa for any balance below 2^53 paise). */
export const paiseToRupees = (paise: bigint): number => Number(paise) / 100;

/** '₹10,00,000' style text of a paise amount, Indian grouping, decimals only when there are paise. */
export function formatPaise(paise: bigint): string {
  const hasPaise = paise % 100n !== 0n;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: hasPaise ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(paiseToRupees(paise));
}
