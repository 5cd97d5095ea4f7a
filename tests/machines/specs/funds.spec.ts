import { messages } from '../../../src/domain/errors/messages.ts';
import { type FundsContext, fundsMachine } from '../../../src/machines/funds/funds.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const USER = 'u-1';
const record = {
  userId: USER,
  currency: 'INR',
  totalContribution: 5000,
  availableFunds: 4000,
  marginUsed: 1000,
  livePNL: 0,
  grandTotal: 5000,
  updatedAt: '2026-11-23T07:00:00.000Z',
};
const own = {
  userId: USER,
  totalContribution: 6000,
  availableFunds: 6000,
  grandTotal: 6000,
  timestamp: 't1',
};
const foreign = { userId: 'someone-else', grandTotal: 99 };
/** A snapshot with the notice of a payout account change (issue 24). */
const withNotice = {
  ...own,
  timestamp: '2026-11-27T10:00:00.000Z',
  notice: 'Your payout bank account was changed to XXXX1234; withdrawals are held until …',
  heldUntil: '2026-11-28T10:00:00.000Z',
};
const foreignNotice = { ...foreign, notice: 'not yours', heldUntil: '2026-11-28T10:00:00.000Z' };

/** How many notices each path's actor had told the bell before its current step. */
const toldCount = new WeakMap<object, number>();

export const fundsSpec: ModelSpec = defineModelSpec({
  name: 'funds',
  machine: fundsMachine,
  events: {
    ...samples('session.signedIn', { userId: USER }),
    ...bareEvents('session.signedOut', 'funds.fetch', 'funds.clear', 'funds.invalidMessage'),
    ...samples(
      'funds.message',
      { message: own },
      { message: withNotice },
      { message: foreign },
      { message: foreignNotice },
      { message: [1, 2] },
    ),
  },
  invokes: { fetchFunds: { done: [record], error: [new Error('500')] } },
  project: (snapshot) => {
    const context = snapshot.context as FundsContext;
    return {
      userId: context.userId,
      total: context.data?.grandTotal ?? null,
      error: context.error,
    };
  },
  check: ({ snapshot, event, run }) => {
    const context = snapshot.context as FundsContext;
    if (
      event.type === 'funds.message' &&
      (event as unknown as { message: unknown }).message === foreign
    ) {
      if (context.data?.grandTotal === 99)
        throw new Error('a message for another user was applied');
    }
    if (snapshot.matches('failed') && context.error === null)
      throw new Error('failed without an error');
    if (
      event.type === 'funds.fetch' &&
      context.userId === null &&
      context.error !== messages.noUserId
    ) {
      throw new Error(`no user id must say '${messages.noUserId}', got ${context.error}`);
    }
    if (
      snapshot.matches('failed') &&
      context.userId !== null &&
      event.type.startsWith('xstate.error') &&
      context.error !== messages.fetchFundsFailed
    ) {
      throw new Error(`a failed fetch must say '${messages.fetchFundsFailed}'`);
    }
    if (
      event.type === 'funds.message' &&
      Array.isArray((event as unknown as { message: unknown }).message)
    ) {
      if (context.error !== messages.fundSocket.invalidDataFormat) {
        throw new Error("an unreadable message must set 'Invalid data format'");
      }
    }
    if (snapshot.matches('idle') && event.type === 'funds.clear' && context.data !== null) {
      throw new Error('clear keeps data');
    }
    // The bell hears of the trader's own payout change, once per such message, and of nothing else.
    const told = run.calls.filter((call) => call.action === 'tellNotice');
    const toldBefore = toldCount.get(run) ?? 0;
    toldCount.set(run, told.length);
    const message = (event as unknown as { message?: unknown }).message;
    const shouldTell = message === withNotice && context.userId === USER;
    if (told.length !== toldBefore + (shouldTell ? 1 : 0)) {
      throw new Error(
        shouldTell
          ? 'the payout notice did not reach the bell (once)'
          : `${event.type} told the bell of a notice that is not the trader’s`,
      );
    }
    if (shouldTell) {
      const params = told.at(-1)?.params as
        | { notice?: { kind: string; until?: string } }
        | undefined;
      const notice = params?.notice;
      if (notice?.kind !== 'payout') throw new Error('the bell got no payout notice');
      if (notice.until !== withNotice.heldUntil) throw new Error('the hold’s end was lost');
    }
    const persisted = run.calls.filter((call) => call.action === 'persistFunds');
    const lastCall = persisted.at(-1);
    const last = lastCall?.params as { data: { grandTotal: number } | null } | undefined;
    const persistedNow = lastCall !== undefined && lastCall.event === event.type;
    if (persistedNow && (last?.data?.grandTotal ?? null) !== (context.data?.grandTotal ?? null)) {
      throw new Error('the persisted slice lags behind the record');
    }
  },
});
