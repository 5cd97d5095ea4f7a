import type { KeyValueStore } from './storage/key-value-store.ts';

/**
 * The email of the account this browser just opened (sign-up step 4). Its first login reads and
 * clears it, and the session tells the currency actor it is a new trader, who starts in rupees
 * (docs/trading.md, display currency). The API's default stays USD (spec section 9).
 */
export const NEW_TRADER_KEY = 'derivoNewTrader';

const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The signup machine's `rememberNewTrader`. */
export function rememberNewTrader(local: KeyValueStore, email: string): void {
  try {
    local.write(NEW_TRADER_KEY, email.trim().toLowerCase());
  } catch {
    // Storage blocked: the new trader starts in the API's default currency.
  }
}

/** True once for the first login of the account this browser opened; the mark is then gone. */
export function takeNewTrader(local: KeyValueStore, email: string): boolean {
  const stored = local.read(NEW_TRADER_KEY);
  if (stored === null || !sameEmail(stored, email)) return false;
  local.remove(NEW_TRADER_KEY);
  return true;
}
