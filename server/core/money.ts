import { formatPaise } from '../../src/domain/money/paise.ts';
import { availableAccount, EXCHANGE } from './accounts.ts';
import type {
  DepositCommand,
  RewardCommand,
  WithdrawalSettledCommand,
  WithdrawCommand,
} from './core-commands.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreAnswer } from './core-events.ts';

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const badAmount: CoreAnswer = {
  kind: 'refused',
  status: 400,
  reason: 'Amount must be a whole positive number of paise',
};

/** The funds API's own wording of rupees ('₹25,00,000'), so its refusals read the same. */
const inr = (paise: number): string => formatPaise(BigInt(paise));

const DAY_MS = 86_400_000;

/**
 * A key the trader already used answers what it made the first time (idempotency); the same key
 * for another amount is refused. Keys are the trader's own: another's cannot collide with them.
 */
function repeat(
  context: CoreContext,
  userId: string,
  ref: string,
  amountPaise: number,
): CoreAnswer | undefined {
  const first = context.refs.get(`${userId}|${ref}`);
  if (first === undefined) return undefined;
  if (first.amountPaise !== amountPaise) {
    return {
      kind: 'refused',
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      reason: 'This Idempotency-Key was already used for a different request',
    };
  }
  return { kind: 'done', transactionId: first.transactionId };
}

function remember(
  context: CoreContext,
  userId: string,
  ref: string,
  amountPaise: number,
  id: string,
) {
  context.refs.set(`${userId}|${ref}`, { transactionId: id, amountPaise });
}

export function deposit(context: CoreContext, command: DepositCommand): CoreAnswer {
  const done = repeat(context, command.userId, command.ref, command.amountPaise);
  if (done !== undefined) return done;
  if (!isAmount(command.amountPaise)) return badAmount;
  const day = Math.floor(context.at / DAY_MS);
  const today = context.depositsToday.get(command.userId);
  const used = today !== undefined && today[0] === day ? today[1] : 0;
  const cap = context.config.dailyDepositCapPaise;
  if (used + command.amountPaise > cap) {
    return {
      kind: 'refused',
      status: 409,
      code: 'DAILY_DEPOSIT_CAP',
      reason: `Demo deposits are limited to ${inr(cap)} a day; ${inr(Math.max(0, cap - used))} left today`,
    };
  }
  context.depositsToday.set(command.userId, [day, used + command.amountPaise]);
  const tx = context.post({
    kind: 'deposit',
    userId: command.userId,
    memo: 'Demo deposit',
    entries: [
      { account: EXCHANGE.demoDeposits, amount: -command.amountPaise },
      { account: availableAccount(command.userId), amount: command.amountPaise },
    ],
    ref: command.ref,
  });
  remember(context, command.userId, command.ref, command.amountPaise, tx.id);
  return { kind: 'done', transactionId: tx.id };
}

export function withdraw(context: CoreContext, command: WithdrawCommand): CoreAnswer {
  const done = repeat(context, command.userId, command.ref, command.amountPaise);
  if (done !== undefined) return done;
  if (!isAmount(command.amountPaise)) return badAmount;
  const available = context.available(command.userId);
  if (command.amountPaise > available) {
    return {
      kind: 'refused',
      status: 409,
      code: 'INSUFFICIENT_FUNDS',
      reason: `Insufficient funds: ${inr(available)} is available to withdraw`,
    };
  }
  const tx = context.post({
    kind: 'withdrawal',
    userId: command.userId,
    memo: 'Withdrawal to the bank account',
    entries: [
      { account: availableAccount(command.userId), amount: -command.amountPaise },
      { account: EXCHANGE.withdrawalsInFlight, amount: command.amountPaise },
    ],
    ref: command.ref,
  });
  remember(context, command.userId, command.ref, command.amountPaise, tx.id);
  context.pendingWithdrawals.set(command.ref, {
    userId: command.userId,
    amountPaise: command.amountPaise,
    requestedAt: context.at,
  });
  return { kind: 'done', transactionId: tx.id };
}

export function withdrawalSettled(
  context: CoreContext,
  command: WithdrawalSettledCommand,
): CoreAnswer {
  const pending = context.pendingWithdrawals.get(command.ref);
  if (pending === undefined)
    return { kind: 'refused', status: 404, reason: 'No such withdrawal is pending' };
  context.pendingWithdrawals.delete(command.ref);
  const tx = command.paid
    ? context.post({
        kind: 'exchange',
        userId: null,
        memo: 'Withdrawal paid by the bank',
        entries: [
          { account: EXCHANGE.withdrawalsInFlight, amount: -pending.amountPaise },
          { account: EXCHANGE.bankPayouts, amount: pending.amountPaise },
        ],
        ref: command.ref,
      })
    : context.post({
        kind: 'withdrawal_returned',
        userId: pending.userId,
        memo: 'Withdrawal returned by the bank',
        entries: [
          { account: EXCHANGE.withdrawalsInFlight, amount: -pending.amountPaise },
          { account: availableAccount(pending.userId), amount: pending.amountPaise },
        ],
        ref: command.ref,
      });
  return { kind: 'done', transactionId: tx.id };
}

export function reward(context: CoreContext, command: RewardCommand): CoreAnswer {
  const done = repeat(context, command.userId, command.ref, command.amountPaise);
  if (done !== undefined) return done;
  if (!isAmount(command.amountPaise)) return badAmount;
  const tx = context.post({
    kind: 'referral_reward',
    userId: command.userId,
    memo: command.memo,
    entries: [
      { account: EXCHANGE.rewards, amount: -command.amountPaise },
      { account: availableAccount(command.userId), amount: command.amountPaise },
    ],
    ref: command.ref,
  });
  remember(context, command.userId, command.ref, command.amountPaise, tx.id);
  return { kind: 'done', transactionId: tx.id };
}
