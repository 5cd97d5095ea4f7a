import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  type FundsRecord,
  type FundsTransaction,
  type MovementResponse,
  WITHDRAWAL_CONFIRM_S,
} from '../../../src/contracts/funds.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { BankAccountSummary, WithdrawalCodes } from '../../gates.ts';
import { type Answer, type IdempotencyScope, keepAnswer } from './idempotency.ts';
import { type PayoutOutcome, type PendingWithdrawal, transactionColumns } from './movements.ts';
import { type FundsFigures, fundsRecord, transactionOf } from './records.ts';

/** Pays a withdrawal out to the trader's bank, or rejects it (then the money returns). */

/** A security notice on the fund stream: its words, and when a hold it tells of ends (ISO). */
export interface FundNotice {
  readonly message: string;
  readonly heldUntil?: string;
}

export type PayoutBank = (withdrawal: PendingWithdrawal) => Promise<PayoutOutcome>;

/** The demo bank pays every withdrawal. Tests and a real bank integration replace it. */
export const demoBank: PayoutBank = async () => 'paid';

export interface FundsServiceOptions {
  readonly db: Db;
  readonly clock: Clock;
}

export type FundsChange = 'ledger' | 'livePnl';

/**
 * The exchange core as the writer of money (server/modules/exchange): movements become its
 * commands, balances come from its memory, and a movement's answer is read once the projection
 * has written it.
 */
export interface FundsCore {
  /** The transaction row's id of the movement, once the read tables hold it; refusals throw. */
  deposit(userId: string, paise: bigint, ref: string): Promise<string>;
  withdraw(userId: string, paise: bigint, ref: string): Promise<string>;
  /** The trader's code was right: the withdrawal of `ref` goes to the bank. Refusals throw. */
  confirmWithdrawal(userId: string, ref: string): Promise<void>;
  /** A pending withdrawal of `userId` by its ref (undefined for another trader's). */
  withdrawal(userId: string, ref: string): { awaitsConfirmation: boolean } | undefined;
  /** Paise withdrawn (or held for withdrawal) today, UTC, toward the daily limit. */
  withdrawnToday(userId: string): bigint;
  /** A referral reward from the exchange's rewards account, paid once per `ref`. */
  reward(userId: string, paise: bigint, ref: string): Promise<string>;
  figures(userId: string): Promise<FundsFigures>;
  caughtUp(userId: string): Promise<void>;
}

/**
 * The funds calls over the exchange core, the one writer of money: movements (with idempotency
 * keys) become its commands, balances come from its memory, history from its projection; and
 * change notices for the user stream.
 */
export class FundsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #changes = new EventEmitter();
  readonly #notices = new EventEmitter();
  #core: FundsCore | undefined;
  /** The bank payouts go to; `demoBank` unless replaced. */
  bank: PayoutBank = demoBank;
  /** Live (unrealised) P&L of a trader in paise: 0 until the exchange provides it. */
  livePnl: (userId: string) => bigint = () => 0n;

  constructor(options: FundsServiceOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#changes.setMaxListeners(0);
    this.#notices.setMaxListeners(0);
  }

  now(): Date {
    return new Date(this.#clock.now());
  }

  /** The exchange core, set by the exchange module as it starts (registered after this one). */
  set core(core: FundsCore) {
    this.#core = core;
  }

  get core(): FundsCore {
    if (this.#core === undefined) throw new Error('the funds calls need the exchange module');
    return this.#core;
  }

  async record(userId: string): Promise<FundsRecord> {
    return fundsRecord(userId, await this.core.figures(userId), this.livePnl(userId));
  }

  /** A movement through the core: its ref is the idempotency key (a fresh one without). */
  async #throughCore(
    scope: IdempotencyScope,
    move: (core: FundsCore, ref: string) => Promise<string>,
    message: string,
    statusCode: number,
    after?: (ref: string) => Promise<MovementResponse['confirmation']>,
  ): Promise<Answer<MovementResponse>> {
    const core = this.core;
    const ref =
      scope.key === undefined ? randomUUID() : `${scope.userId}|${scope.operation}|${scope.key}`;
    const id = await move(core, ref);
    const row = await this.#db
      .selectFrom('funds_transaction')
      .select(transactionColumns)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const confirmation = after === undefined ? undefined : await after(ref);
    const figures = await core.figures(scope.userId);
    const funds = fundsRecord(scope.userId, figures, this.livePnl(scope.userId));
    this.changed(scope.userId);
    const body = { message, transaction: transactionOf(row), funds };
    const answer = {
      statusCode,
      body: confirmation === undefined ? body : { ...body, confirmation },
    };
    await keepAnswer(this.#db, scope, answer);
    return answer;
  }

  deposit(scope: IdempotencyScope, paise: bigint): Promise<Answer<MovementResponse>> {
    return this.#throughCore(
      scope,
      (core, ref) => core.deposit(scope.userId, paise, ref),
      'Funds added',
      201,
    );
  }

  /**
   * A withdrawal is held (moved to withdrawals in flight) from the request and waits for its
   * code: the authenticator's, or one mailed now. `codes.issue` is told the withdrawal's ref.
   */
  withdraw(
    scope: IdempotencyScope,
    paise: bigint,
    bank: BankAccountSummary,
    codes: WithdrawalCodes,
  ): Promise<Answer<MovementResponse>> {
    const expiresAt = new Date(this.#clock.now() + WITHDRAWAL_CONFIRM_S * 1000);
    return this.#throughCore(
      scope,
      (core, ref) => core.withdraw(scope.userId, paise, ref),
      `Confirm your withdrawal to the bank account ending ${bank.accountLast4} with a code within ${WITHDRAWAL_CONFIRM_S / 60} minutes; until then the money is held`,
      202,
      async (ref) => ({
        method: await codes.issue(scope.userId, ref, expiresAt),
        expiresAt: expiresAt.toISOString(),
      }),
    );
  }

  /** The core's ref of the trader's withdrawal transaction `transactionId`, if it is theirs. */
  async withdrawalRef(userId: string, transactionId: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('funds_transaction')
      .select('core_ref')
      .where('id', '=', transactionId)
      .where('user_id', '=', userId)
      .where('type', '=', 'withdrawal')
      .executeTakeFirst();
    return row?.core_ref ?? undefined;
  }

  /**
   * Tells the trader on the fund stream (a security notice, e.g. the payout account changed, with
   * when withdrawals may start again, so the app can write that time in the trader's own zone).
   */
  notify(userId: string, message: string, heldUntil?: Date): void {
    const notice: FundNotice = {
      message,
      ...(heldUntil === undefined ? {} : { heldUntil: heldUntil.toISOString() }),
    };
    this.#notices.emit(userId, notice);
  }

  onNotice(userId: string, listener: (notice: FundNotice) => void): () => void {
    this.#notices.on(userId, listener);
    return () => this.#notices.off(userId, listener);
  }

  async transactions(
    userId: string,
    page: number,
    limit: number,
    type: FundsTransaction['type'] | undefined,
  ): Promise<{ transactions: FundsTransaction[]; total: number }> {
    await this.core.caughtUp(userId);
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
}
