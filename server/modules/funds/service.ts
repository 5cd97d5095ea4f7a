import { EventEmitter } from 'node:events';
import type {
  FundsRecord,
  FundsTransaction,
  MovementResponse,
} from '../../../src/contracts/funds.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { BankAccountSummary } from '../../gates.ts';
import { type Answer, type IdempotencyScope, once } from './idempotency.ts';
import {
  deposit,
  dueWithdrawals,
  type PayoutOutcome,
  type PendingWithdrawal,
  settleWithdrawal,
  transactionColumns,
  withdraw,
} from './movements.ts';
import { fundsRecord, readFigures, type TransactionRow, transactionOf } from './records.ts';

/** Pays a withdrawal out to the trader's bank, or rejects it (then the money returns). */
export type PayoutBank = (withdrawal: PendingWithdrawal) => Promise<PayoutOutcome>;

/** The demo bank pays every withdrawal. Tests and a real bank integration replace it. */
export const demoBank: PayoutBank = async () => 'paid';

export interface FundsServiceOptions {
  readonly db: Db;
  readonly clock: Clock;
  /** How long a withdrawal stays pending before the bank is asked (the demo's "up to 3 days"). */
  readonly settleAfterMs: number;
}

export type FundsChange = 'ledger' | 'livePnl';

/**
 * The funds service: movements in one transaction each (with idempotency keys), reads, the
 * settlement of pending withdrawals, and change notices for the user stream.
 */
export class FundsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #settleAfterMs: number;
  readonly #changes = new EventEmitter();
  /** The bank payouts go to; `demoBank` unless replaced. */
  bank: PayoutBank = demoBank;
  /** Live (unrealised) P&L of a trader in paise: 0 until the trading engine provides it. */
  livePnl: (userId: string) => bigint = () => 0n;

  constructor(options: FundsServiceOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#settleAfterMs = options.settleAfterMs;
    this.#changes.setMaxListeners(0);
  }

  now(): Date {
    return new Date(this.#clock.now());
  }

  async record(userId: string): Promise<FundsRecord> {
    return fundsRecord(userId, await readFigures(this.#db, userId), this.livePnl(userId));
  }

  async deposit(scope: IdempotencyScope, paise: bigint): Promise<Answer<MovementResponse>> {
    const answer = await once<MovementResponse>(this.#db, scope, async (trx) => {
      const row = await deposit(trx, scope.userId, paise, scope.now);
      return this.#answer(trx, scope.userId, 'Funds added', row, 201);
    });
    this.changed(scope.userId);
    return answer;
  }

  async withdraw(
    scope: IdempotencyScope,
    paise: bigint,
    bank: BankAccountSummary,
  ): Promise<Answer<MovementResponse>> {
    const settlesAt = new Date(scope.now.getTime() + this.#settleAfterMs);
    const answer = await once<MovementResponse>(this.#db, scope, async (trx) => {
      const row = await withdraw(trx, {
        userId: scope.userId,
        paise,
        bank,
        now: scope.now,
        settlesAt,
      });
      const message = `Withdrawal requested to the bank account ending ${bank.accountLast4}`;
      return this.#answer(trx, scope.userId, message, row, 202);
    });
    this.changed(scope.userId);
    return answer;
  }

  /** Asks the bank about every withdrawal due now; each is settled in its own transaction. */
  async settleDue(batch = 50): Promise<number> {
    let settled = 0;
    for (;;) {
      const done = await this.#db.transaction().execute(async (trx) => {
        const now = this.now();
        const [due] = await dueWithdrawals(trx, now, 1);
        if (due === undefined) return undefined;
        await settleWithdrawal(trx, due, await this.bank(due), now);
        return due.userId;
      });
      if (done === undefined) return settled;
      settled += 1;
      this.changed(done);
      if (settled >= batch) return settled;
    }
  }

  async transactions(
    userId: string,
    page: number,
    limit: number,
    type: FundsTransaction['type'] | undefined,
  ): Promise<{ transactions: FundsTransaction[]; total: number }> {
    let query = this.#db.selectFrom('funds_transaction').where('user_id', '=', userId);
    if (type !== undefined) query = query.where('type', '=', type);
    const [rows, count] = await Promise.all([
      query
        .select(transactionColumns)
        .orderBy('seq', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { transactions: rows.map(transactionOf), total: Number(count.n) };
  }

  /** Tells the user stream that `userId`'s funds changed (call after the change committed). */
  changed(userId: string, what: FundsChange = 'ledger'): void {
    this.#changes.emit(userId, what);
  }

  /** Calls `listener` after every committed change to `userId`'s funds; returns the unsubscribe. */
  onChange(userId: string, listener: (what: FundsChange) => void): () => void {
    this.#changes.on(userId, listener);
    return () => this.#changes.off(userId, listener);
  }

  async #answer(
    trx: Db,
    userId: string,
    message: string,
    row: TransactionRow,
    statusCode: number,
  ): Promise<Answer<MovementResponse>> {
    const funds = fundsRecord(userId, await readFigures(trx, userId), this.livePnl(userId));
    return { statusCode, body: { message, transaction: transactionOf(row), funds } };
  }
}
