import { availableAccount, mustStayCovered, ownerOf } from './accounts.ts';
import type { CoreTransaction, LedgerEntry, TransactionKind } from './core-events.ts';

export interface Posting {
  readonly kind: TransactionKind;
  /** The trader the movement is for (its wallet change is told); null for the exchange's own. */
  readonly userId: string | null;
  readonly memo: string;
  readonly entries: readonly LedgerEntry[];
  readonly orderId?: number;
  readonly symbol?: string;
  readonly ref?: string;
}

/** Where a posting gets its id and time from, and where the transaction goes: the command's run. */
export interface PostingContext {
  readonly at: number;
  nextId(): string;
  told(transaction: CoreTransaction): void;
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

/**
 * The double-entry ledger in memory: the core is its one writer. Every posting is checked whole
 * before any balance moves (its entries whole paise summing to zero, and no trader's, house's,
 * hold's or margin account going below zero), so a refused posting leaves nothing behind; a refusal
 * here is a bug in the rule that made it, never a trader's error.
 */
export class MemoryLedger {
  readonly #balances = new Map<string, number>();
  /** Each owner's wallet: available + holds + margins. */
  readonly #wallets = new Map<string, number>();

  balance(account: string): number {
    return this.#balances.get(account) ?? 0;
  }

  wallet(owner: string): number {
    return this.#wallets.get(owner) ?? 0;
  }

  available(owner: string): number {
    return this.balance(availableAccount(owner));
  }

  post(posting: Posting, context: PostingContext): CoreTransaction {
    const netted = new Map<string, number>();
    for (const { account, amount } of posting.entries) {
      if (!Number.isSafeInteger(amount)) {
        throw new LedgerError(`${posting.memo}: ${amount} is not a whole number of paise`);
      }
      netted.set(account, (netted.get(account) ?? 0) + amount);
    }
    const entries: LedgerEntry[] = [];
    let sum = 0;
    for (const [account, amount] of netted) {
      if (amount === 0) continue;
      sum += amount;
      if (mustStayCovered(account) && this.balance(account) + amount < 0) {
        throw new LedgerError(
          `${posting.memo}: ${account} would go below zero (${this.balance(account)} + ${amount})`,
        );
      }
      entries.push({ account, amount });
    }
    if (sum !== 0) throw new LedgerError(`${posting.memo}: entries sum to ${sum} paise`);
    let walletDelta = 0;
    for (const { account, amount } of entries) {
      this.#balances.set(account, this.balance(account) + amount);
      const owner = ownerOf(account);
      if (owner !== undefined) this.#wallets.set(owner, this.wallet(owner) + amount);
      if (owner !== undefined && owner === posting.userId) walletDelta += amount;
    }
    const user = posting.userId;
    const transaction: CoreTransaction = {
      id: context.nextId(),
      kind: posting.kind,
      userId: user,
      memo: posting.memo,
      entries,
      walletDeltaPaise: walletDelta,
      walletAfterPaise: user === null ? 0 : this.wallet(user),
      availableAfterPaise: user === null ? 0 : this.available(user),
      orderId: posting.orderId ?? null,
      symbol: posting.symbol ?? null,
      ref: posting.ref ?? null,
      at: context.at,
    };
    if (entries.length > 0) context.told(transaction);
    return transaction;
  }

  /** Every non-zero balance, sorted by account (snapshots, audits). */
  balances(): [string, number][] {
    return [...this.#balances].filter(([, b]) => b !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  }

  /** Sum of every balance: zero, always. */
  total(): number {
    let sum = 0;
    for (const b of this.#balances.values()) sum += b;
    return sum;
  }

  static from(balances: readonly (readonly [string, number])[]): MemoryLedger {
    const ledger = new MemoryLedger();
    for (const [account, amount] of balances) {
      ledger.#balances.set(account, amount);
      const owner = ownerOf(account);
      if (owner !== undefined) ledger.#wallets.set(owner, ledger.wallet(owner) + amount);
    }
    return ledger;
  }
}
