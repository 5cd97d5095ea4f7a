import { assign, setup } from 'xstate';
import type { FundsRecord } from '../../contracts/funds.ts';
import { messages } from '../../domain/errors/messages.ts';
import { fundNoticeOf, readFundMessage } from '../../domain/funds/fund-snapshot.ts';
import type { AccountNotice } from '../../domain/trading/account-notice.ts';
import { notProvided, providedRequest } from '../not-provided.ts';
import { type FundsData, fromRecord, withSnapshot } from './funds-types.ts';

export interface FundsContext {
  readonly userId: string | null;
  readonly data: FundsData | null;
  readonly error: string | null;
}

export type FundsEvent =
  | { type: 'session.signedIn'; userId: string }
  | { type: 'session.signedOut' }
  | { type: 'funds.fetch' }
  | { type: 'funds.clear' }
  /** A parsed message of the fund stream (from the fund socket's transport). */
  | { type: 'funds.message'; message: unknown }
  /** A fund stream frame that is not JSON. */
  | { type: 'funds.invalidMessage' };

const initial: FundsContext = { userId: null, data: null, error: null };

const messageKind = (context: FundsContext, event: FundsEvent) =>
  event.type === 'funds.message' ? readFundMessage(event.message, context.userId).kind : undefined;

/** The bell's notice an own snapshot carries (a payout account change), else null. */
const noticeIn = (context: FundsContext, event: FundsEvent): AccountNotice | null => {
  if (event.type !== 'funds.message') return null;
  const read = readFundMessage(event.message, context.userId);
  return read.kind === 'own' ? fundNoticeOf(read.snapshot) : null;
};

/**
 * The funds of spec section 4: idle, loading, succeeded or failed; clear returns to idle. The
 * record comes from getfunds and is kept current by the fund stream's snapshots (messages for
 * another user are ignored; anything else unreadable is 'Invalid data format'). Every change of the
 * record goes to the persisted funds slice.
 */
export const fundsMachine = setup({
  types: { context: {} as FundsContext, events: {} as FundsEvent },
  actors: {
    fetchFunds: providedRequest<FundsRecord, { userId: string }>('funds.fetchFunds'),
  },
  actions: {
    rememberUser: assign({
      userId: (_, params: { userId: string }) => params.userId,
      data: null,
      error: null,
    }),
    forgetAll: assign(initial),
    clearFunds: assign({ data: null, error: null }),
    takeRecord: assign({
      data: (_, params: { record: FundsRecord }) => fromRecord(params.record),
      error: null,
    }),
    takeSnapshot: assign({
      data: ({ context, event }) => {
        if (event.type !== 'funds.message') return context.data;
        const read = readFundMessage(event.message, context.userId);
        return read.kind === 'own' ? withSnapshot(context.data, read.snapshot) : context.data;
      },
    }),
    failWith: assign({ error: (_, params: { error: string }) => params.error }),
    /** Writes the record into the persisted funds slice (persist:root). */
    persistFunds: (_, _params: { data: FundsData | null }) => notProvided('funds.persistFunds'),
    /** A security notice the stream carried (the payout account changed): to the bell. */
    tellNotice: (_, _params: { notice: AccountNotice }) => notProvided('funds.tellNotice'),
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null,
    isOwnSnapshot: ({ context, event }) => messageKind(context, event) === 'own',
    isOwnNotice: ({ context, event }) => noticeIn(context, event) !== null,
    isInvalidMessage: ({ context, event }) => messageKind(context, event) === 'invalid',
  },
}).createMachine({
  id: 'funds',
  description:
    'The trader’s funds (spec section 4): fetched with getfunds, kept live by the fund stream, persisted in the funds slice; clear returns to idle.',
  context: initial,
  initial: 'idle',
  on: {
    'session.signedIn': {
      target: '.loading',
      actions: { type: 'rememberUser', params: ({ event }) => ({ userId: event.userId }) },
    },
    'session.signedOut': {
      target: '.idle',
      actions: ['forgetAll', { type: 'persistFunds', params: { data: null } }],
    },
    'funds.fetch': [
      { guard: 'hasUser', target: '.loading' },
      {
        target: '.failed',
        actions: { type: 'failWith', params: { error: messages.noUserId } },
      },
    ],
    'funds.clear': {
      target: '.idle',
      actions: ['clearFunds', { type: 'persistFunds', params: { data: null } }],
    },
    'funds.message': [
      {
        description:
          'A snapshot for this trader with a security notice (the payout account changed): the record follows it and the bell shows the notice.',
        guard: 'isOwnNotice',
        actions: [
          'takeSnapshot',
          { type: 'persistFunds', params: ({ context }) => ({ data: context.data }) },
          {
            type: 'tellNotice',
            params: ({ context, event }) => ({
              notice: noticeIn(context, event) as AccountNotice,
            }),
          },
        ],
      },
      {
        description: 'A snapshot for this trader: the record follows it.',
        guard: 'isOwnSnapshot',
        actions: [
          'takeSnapshot',
          { type: 'persistFunds', params: ({ context }) => ({ data: context.data }) },
        ],
      },
      {
        description: 'Not a fund snapshot. (A snapshot for another user matches neither: ignored.)',
        guard: 'isInvalidMessage',
        actions: { type: 'failWith', params: { error: messages.fundSocket.invalidDataFormat } },
      },
    ],
    'funds.invalidMessage': {
      actions: { type: 'failWith', params: { error: messages.fundSocket.invalidDataFormat } },
    },
  },
  states: {
    idle: { description: 'No funds asked for yet, or cleared.' },
    loading: {
      description: 'getfunds is on its way.',
      invoke: {
        id: 'fetchFunds',
        src: 'fetchFunds',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'takeRecord', params: ({ event }) => ({ record: event.output }) },
            { type: 'persistFunds', params: ({ context }) => ({ data: context.data }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: { error: messages.fetchFundsFailed } },
        },
      },
    },
    succeeded: { description: 'The record is shown and kept live by the fund stream.' },
    failed: { description: 'The funds could not be fetched (or no user id): the error is shown.' },
  },
});
