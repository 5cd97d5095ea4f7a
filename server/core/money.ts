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

/** A ref already used answers the transaction it made the first time (idempotency). */
function repeat(context: CoreContext, ref: string): CoreAnswer | undefined {
  const first = context.refs.get(ref);
  return first === undefined ? undefined : { kind: 'done', transactionId: first };
}

export function deposit(context: CoreContext, command: DepositCommand): CoreAnswer {
  const done = repeat(context, command.ref);
  if (done !== undefined) return done;
  if (!isAmount(command.amountPaise)) return badAmount;
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
  context.refs.set(command.ref, tx.id);
  return { kind: 'done', transactionId: tx.id };
}

export function withdraw(context: CoreContext, command: WithdrawCommand): CoreAnswer {
  const done = repeat(context, command.ref);
  if (done !== undefined) return done;
  if (!isAmount(command.amountPaise)) return badAmount;
  const available = context.available(command.userId);
  if (command.amountPaise > available) {
    return {
      kind: 'refused',
      status: 400,
      reason: `Insufficient funds: ₹${(available / 100).toFixed(2)} is available to withdraw`,
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
  context.refs.set(command.ref, tx.id);
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
  const done = repeat(context, command.ref);
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
  context.refs.set(command.ref, tx.id);
  return { kind: 'done', transactionId: tx.id };
}
