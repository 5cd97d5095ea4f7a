import {
  DAILY_WITHDRAWAL_LIMIT_PAISE,
  WITHDRAWAL_CONFIRM_S,
} from '../../src/contracts/funds-limits.ts';
import { formatPaise } from '../../src/domain/money/paise.ts';
import { availableAccount, EXCHANGE } from './accounts.ts';
import type {
  DepositCommand,
  RewardCommand,
  WithdrawalConfirmedCommand,
  WithdrawalExpiredCommand,
  WithdrawalSettledCommand,
  WithdrawCommand,
} from './core-commands.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreAnswer } from './core-events.ts';
import type { PendingWithdrawal } from './core-state.ts';
import type { Posting } from './memory-ledger.ts';
import { isPositiveWhole } from './whole-number.ts';

const badAmount: CoreAnswer = {
  kind: 'refused',
  status: 400,
  reason: 'Amount must be a whole positive number of paise',
};

/** The funds API's own wording of rupees ('₹25,00,000'), so its refusals read the same. */
const inr = (paise: number): string => formatPaise(BigInt(paise));

/** Posts one movement of `amount` paise from one account to another. */
function transfer(
  context: CoreContext,
  move: Omit<Posting, 'entries'> & { from: string; to: string; amount: number },
) {
  const { from, to, amount, ...posting } = move;
  return context.post({
    ...posting,
    entries: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
}

const DAY_MS = 86_400_000;
/** How long a withdrawal waits for its code before its money is released. */
export const WITHDRAWAL_CONFIRM_MS = WITHDRAWAL_CONFIRM_S * 1000;
const DAILY_WITHDRAWAL_LIMIT = Number(DAILY_WITHDRAWAL_LIMIT_PAISE);

/** Paise `userId` withdrew (requested, not released unconfirmed) on the UTC day of `at`. */
export function withdrawnToday(context: CoreContext, userId: string, at: number): number {
  const today = context.withdrawalsToday.get(userId);
  return today !== undefined && today[0] === Math.floor(at / DAY_MS) ? today[1] : 0;
}

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

/** Money into a trader's available balance from one of the exchange's accounts, under its key. */
function credit(
  context: CoreContext,
  command: DepositCommand | RewardCommand,
  kind: Posting['kind'],
  memo: string,
  from: string,
): CoreAnswer {
  const tx = transfer(context, {
    kind,
    userId: command.userId,
    memo,
    from,
    to: availableAccount(command.userId),
    amount: command.amountPaise,
    ref: command.ref,
  });
  remember(context, command.userId, command.ref, command.amountPaise, tx.id);
  return { kind: 'done', transactionId: tx.id };
}

export function deposit(context: CoreContext, command: DepositCommand): CoreAnswer {
  const done = repeat(context, command.userId, command.ref, command.amountPaise);
  if (done !== undefined) return done;
  if (!isPositiveWhole(command.amountPaise)) return badAmount;
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
  return credit(context, command, 'deposit', 'Demo deposit', EXCHANGE.demoDeposits);
}

export function withdraw(context: CoreContext, command: WithdrawCommand): CoreAnswer {
  const done = repeat(context, command.userId, command.ref, command.amountPaise);
  if (done !== undefined) return done;
  if (!isPositiveWhole(command.amountPaise)) return badAmount;
  const available = context.available(command.userId);
  const used = withdrawnToday(context, command.userId, context.at);
  // Only withdrawals that ask for a code count: the limit came with them (journals before replay alike).
  if (command.confirm === true && used + command.amountPaise > DAILY_WITHDRAWAL_LIMIT) {
    return {
      kind: 'refused',
      status: 409,
      code: 'DAILY_WITHDRAWAL_LIMIT',
      reason: `Withdrawals are limited to ${inr(DAILY_WITHDRAWAL_LIMIT)} a day; ${inr(Math.max(0, DAILY_WITHDRAWAL_LIMIT - used))} left today`,
    };
  }
  if (command.amountPaise > available) {
    return {
      kind: 'refused',
      status: 409,
      code: 'INSUFFICIENT_FUNDS',
      reason: `Insufficient funds: ${inr(available)} is available to withdraw`,
    };
  }
  const tx = transfer(context, {
    kind: 'withdrawal',
    userId: command.userId,
    memo: 'Withdrawal to the bank account',
    from: availableAccount(command.userId),
    to: EXCHANGE.withdrawalsInFlight,
    amount: command.amountPaise,
    ref: command.ref,
  });
  remember(context, command.userId, command.ref, command.amountPaise, tx.id);
  context.pendingWithdrawals.set(command.ref, {
    userId: command.userId,
    amountPaise: command.amountPaise,
    requestedAt: context.at,
    ...(command.confirm === true ? { awaitsConfirmation: true } : {}),
  });
  if (command.confirm === true) {
    context.withdrawalsToday.set(command.userId, [
      Math.floor(context.at / DAY_MS),
      used + command.amountPaise,
    ]);
  }
  return { kind: 'done', transactionId: tx.id };
}

const noSuchWithdrawal: CoreAnswer = {
  kind: 'refused',
  status: 404,
  reason: 'No such withdrawal is waiting for confirmation',
};

/** The trader's code was right: the bank is asked from now on. Confirming twice changes nothing. */
export function withdrawalConfirmed(
  context: CoreContext,
  command: WithdrawalConfirmedCommand,
): CoreAnswer {
  const pending = context.pendingWithdrawals.get(command.ref);
  // Another trader's withdrawal looks exactly like one that does not exist.
  if (pending === undefined || pending.userId !== command.userId) return noSuchWithdrawal;
  if (pending.awaitsConfirmation !== true) return { kind: 'done' };
  if (context.at >= pending.requestedAt + WITHDRAWAL_CONFIRM_MS) {
    return {
      kind: 'refused',
      status: 409,
      code: 'WITHDRAWAL_EXPIRED',
      reason: `This withdrawal was not confirmed within ${WITHDRAWAL_CONFIRM_S / 60} minutes; its money is being returned to your available balance. Request it again.`,
    };
  }
  context.pendingWithdrawals.set(command.ref, {
    userId: pending.userId,
    amountPaise: pending.amountPaise,
    requestedAt: pending.requestedAt,
    confirmedAt: context.at,
  });
  return { kind: 'done' };
}

/** The money of a withdrawal the bank will not pay goes back to its trader's available balance. */
const returnWithdrawal = (
  context: CoreContext,
  pending: PendingWithdrawal,
  memo: string,
  ref: string,
) =>
  transfer(context, {
    kind: 'withdrawal_returned',
    userId: pending.userId,
    memo,
    from: EXCHANGE.withdrawalsInFlight,
    to: availableAccount(pending.userId),
    amount: pending.amountPaise,
    ref,
  });

/** A withdrawal still without its code 10 minutes on: the money goes back; the bank never saw it. */
export function withdrawalExpired(
  context: CoreContext,
  command: WithdrawalExpiredCommand,
): CoreAnswer {
  const pending = context.pendingWithdrawals.get(command.ref);
  if (pending === undefined || pending.awaitsConfirmation !== true) return noSuchWithdrawal;
  if (context.at < pending.requestedAt + WITHDRAWAL_CONFIRM_MS) {
    return { kind: 'refused', status: 409, reason: 'The withdrawal may still be confirmed' };
  }
  context.pendingWithdrawals.delete(command.ref);
  const day = context.withdrawalsToday.get(pending.userId);
  if (day !== undefined && day[0] === Math.floor(pending.requestedAt / DAY_MS)) {
    context.withdrawalsToday.set(pending.userId, [
      day[0],
      Math.max(0, day[1] - pending.amountPaise),
    ]);
  }
  const tx = returnWithdrawal(
    context,
    pending,
    'Withdrawal not confirmed in time: returned to the available balance',
    command.ref,
  );
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
    ? transfer(context, {
        kind: 'exchange',
        userId: null,
        memo: 'Withdrawal paid by the bank',
        from: EXCHANGE.withdrawalsInFlight,
        to: EXCHANGE.bankPayouts,
        amount: pending.amountPaise,
        ref: command.ref,
      })
    : returnWithdrawal(context, pending, 'Withdrawal returned by the bank', command.ref);
  return { kind: 'done', transactionId: tx.id };
}

export function reward(context: CoreContext, command: RewardCommand): CoreAnswer {
  const done = repeat(context, command.userId, command.ref, command.amountPaise);
  if (done !== undefined) return done;
  if (!isPositiveWhole(command.amountPaise)) return badAmount;
  return credit(context, command, 'referral_reward', command.memo, EXCHANGE.rewards);
}
