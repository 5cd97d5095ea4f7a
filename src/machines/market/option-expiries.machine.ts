import { assign, type EventObject, enqueueActions, fromCallback, setup } from 'xstate';
import type { OptionCurrency } from '../../contracts/market.ts';
import { upcomingExpiries } from '../../domain/expiry/expiry-date.ts';
import { errorInWords, errorTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { notProvided, providedRequest } from '../not-provided.ts';
import { marketTopicMachine } from './market-topic.machine.ts';

export interface OptionExpiriesContext {
  readonly currency: OptionCurrency;
  readonly userId: string | null;
  /** The listed expiries still ahead of `now`, ascending. */
  readonly dates: readonly string[];
  /** The trader's own pick; null means "the nearest one". */
  readonly picked: string | null;
  /** A pick that settled while the page was open (shown as a notice until the next pick). */
  readonly settledPick: string | null;
  /** The browser's clock as last told by the clock actor (ms). */
  readonly now: number;
  readonly error: string | null;
  /** The chain being watched (`BTC-27NOV26`, the child `chain`), null while none is. */
  readonly chainKey: string | null;
}

export type OptionExpiriesEvent =
  | { type: 'expiries.user'; userId: string | null }
  | { type: 'expiries.currency'; currency: OptionCurrency }
  | { type: 'expiries.pick'; date: string }
  | { type: 'expiries.retry' }
  | { type: 'clock.tick'; now: number };

export type ClockEvent = Extract<OptionExpiriesEvent, { type: 'clock.tick' }>;

/** What the invoked market-user follower tells the machine. */
export type ExpiriesUserEvent = Extract<OptionExpiriesEvent, { type: 'expiries.user' }>;

export interface DatesInput {
  readonly currency: OptionCurrency;
  readonly userId: string;
}

type EventArgs<E> = { event: E };
const userOf = ({ event }: EventArgs<ExpiriesUserEvent>) => ({ userId: event.userId });
const nowOf = ({ event }: EventArgs<ClockEvent>) => ({ now: event.now });
type CurrencyEvent = Extract<OptionExpiriesEvent, { type: 'expiries.currency' }>;

/** A tick that settles the pick: the clock is kept, the pick moves on, settled dates go. */
const settleThePick = [
  { type: 'setNow', params: nowOf },
  'settlePick',
  { type: 'dropSettled', params: nowOf },
  'syncChain',
] as const;
/** A tick: the clock is kept and settled dates go. */
const dropTheSettled = [
  { type: 'setNow', params: nowOf },
  { type: 'dropSettled', params: nowOf },
  'syncChain',
] as const;
/** Another currency: its dates, its pick and its chain. */
const switchCurrency = [
  {
    type: 'switchCurrency',
    params: ({ event }: EventArgs<CurrencyEvent>) => ({ currency: event.currency }),
  },
  'syncChain',
] as const;
const datesInput = ({ context }: { context: OptionExpiriesContext }): DatesInput => ({
  currency: context.currency,
  userId: context.userId ?? '',
});

/** The expiry the chain shows: the trader's pick while it is listed, else the nearest one. */
export const shownExpiry = (context: OptionExpiriesContext): string | null =>
  context.picked !== null && context.dates.includes(context.picked)
    ? context.picked
    : (context.dates[0] ?? null);

const upcoming = (context: OptionExpiriesContext, now: number) =>
  upcomingExpiries(context.dates, now);

/** The chain's currency and the clock's time at the start. */
export type OptionExpiriesInput = { currency: OptionCurrency; now: number };

/**
 * The expiry tabs of the option chain: the dates of a currency's options are loaded under the
 * market user id (the invoked `marketUser` follower tells it), the shown expiry's chain is watched
 * by a child (`chain`), a failure can be retried (and is, after a pause), and the clock actor's ticks
 * drop every expiry whose 08:00 UTC instant has passed. The clock may jump (a laptop waking up,
 * a test moving it): whatever it skips, a settled pick gives way to the next expiry with a notice,
 * the list is fetched again once, and dates the server still lists but the clock has passed stay
 * out, so the tabs never go away while the new list loads.
 */
export const optionExpiriesMachine = setup({
  types: {} as MachineTypes<OptionExpiriesContext, OptionExpiriesEvent, OptionExpiriesInput>,
  actors: {
    loadDates: providedRequest<readonly string[], DatesInput>('optionExpiries.loadDates'),
    clock: fromCallback<EventObject, void, ClockEvent>(() => notProvided('optionExpiries.clock')),
    marketUser: fromCallback<EventObject, void, ExpiriesUserEvent>(() =>
      notProvided('optionExpiries.marketUser'),
    ),
    /** The watch of the shown expiry's chain (the market-topic machine). */
    chainTopic: marketTopicMachine,
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null,
    losesUser: (_, params: { userId: string | null }) => params.userId === null,
    isNewUser: ({ context }, params: { userId: string | null }) =>
      params.userId !== null && params.userId !== context.userId,
    pickSettles: ({ context }, params: { now: number }) =>
      context.picked !== null &&
      context.dates.includes(context.picked) &&
      !upcoming(context, params.now).includes(context.picked),
    anySettles: ({ context }, params: { now: number }) =>
      upcoming(context, params.now).length < context.dates.length,
  },
  actions: {
    setUser: assign({ userId: (_, params: { userId: string | null }) => params.userId }),
    setNow: assign({ now: (_, params: { now: number }) => params.now }),
    dropSettled: assign({
      dates: ({ context }, params: { now: number }) => upcoming(context, params.now),
    }),
    settlePick: assign({
      settledPick: ({ context }) => context.picked,
      picked: null,
    }),
    pick: assign({
      picked: (_, params: { date: string }) => params.date,
      settledPick: null,
    }),
    switchCurrency: assign({
      currency: (_, params: { currency: OptionCurrency }) => params.currency,
      dates: [],
      picked: null,
      settledPick: null,
    }),
    takeDates: assign(({ context }, params: { dates: readonly string[] }) => {
      const dates = upcomingExpiries(params.dates, context.now);
      // A clock set back can bring a "settled" expiry back: then its notice no longer holds.
      const settledPick =
        context.settledPick !== null && dates.includes(context.settledPick)
          ? null
          : context.settledPick;
      return { dates, settledPick, error: null };
    }),
    takeError: assign(errorInWords),
    // The chain of the expiry shown is watched by a child of its own: a new expiry or currency
    // stops the old watch and starts the new one.
    syncChain: enqueueActions(({ context, enqueue }) => {
      const date = shownExpiry(context);
      const key = date === null ? null : `${context.currency}-${date}`;
      if (key === context.chainKey) return;
      if (context.chainKey !== null) enqueue.stopChild('chain');
      enqueue.assign({ chainKey: key });
      if (date === null) return;
      enqueue.spawnChild('chainTopic', {
        id: 'chain',
        input: { topic: { category: 'option_chain', currency: context.currency, date } },
      });
    }),
  },
  delays: {
    RETRY_AFTER: 5_000,
  },
}).createMachine({
  id: 'optionExpiries',
  description:
    'The option chain’s expiry tabs: dates loaded under the market user id, failure and retry, the clock dropping settled expiries (a settled pick moves to the next one with a notice) and one refetch per settlement.',
  context: ({ input }) => ({
    currency: input.currency,
    userId: null,
    dates: [],
    picked: null,
    settledPick: null,
    now: input.now,
    error: null,
    chainKey: null,
  }),
  invoke: [
    { id: 'clock', src: 'clock' },
    { id: 'marketUser', src: 'marketUser' },
  ],
  initial: 'waitingForUser',
  on: {
    'expiries.user': [
      {
        description: 'No market user id any more: nothing can be loaded.',
        guard: { type: 'losesUser', params: userOf },
        target: '.waitingForUser',
        actions: { type: 'setUser', params: userOf },
      },
      {
        description: 'A new market user id (guest to trader): the dates are loaded under it.',
        guard: { type: 'isNewUser', params: userOf },
        target: '.loading',
        actions: { type: 'setUser', params: userOf },
      },
    ],
    'expiries.currency': [
      {
        description: 'BTC or ETH: the other currency’s dates are loaded; the pick starts over.',
        guard: 'hasUser',
        target: '.loading',
        actions: switchCurrency,
      },
      {
        description: 'Without a user id the currency is kept for when it comes.',
        actions: switchCurrency,
      },
    ],
    'clock.tick': [
      {
        description:
          'The picked expiry settled while the tabs are not shown: it is dropped all the same, with the notice for later.',
        guard: { type: 'pickSettles', params: nowOf },
        actions: settleThePick,
      },
      {
        description:
          'Time passes while loading or waiting: the clock is kept and settled expiries dropped.',
        actions: dropTheSettled,
      },
    ],
  },
  states: {
    waitingForUser: {
      description: 'The market user id (guest or trader) is not known yet.',
    },
    loading: {
      description: 'The currency’s expiry dates are being fetched (skeleton tabs).',
      invoke: {
        id: 'loadDates',
        src: 'loadDates',
        input: datesInput,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'takeDates', params: ({ event }) => ({ dates: event.output }) },
            'syncChain',
          ],
        },
        onError: errorTo('failed', 'takeError'),
      },
    },
    failed: {
      description:
        'The dates could not be loaded: the error and a retry button show; it is tried again after 5 s anyway.',
      on: { 'expiries.retry': { target: 'loading' } },
      after: { RETRY_AFTER: { target: 'loading' } },
    },
    ready: {
      description: 'The tabs show the dates still ahead; picking one shows its chain.',
      initial: 'current',
      on: {
        'expiries.pick': {
          actions: [{ type: 'pick', params: ({ event }) => ({ date: event.date }) }, 'syncChain'],
        },
        'clock.tick': [
          {
            description:
              'The picked expiry settled: it leaves the tabs, the next one is shown with a notice, and the list is fetched again.',
            guard: { type: 'pickSettles', params: nowOf },
            target: '.refreshing',
            actions: settleThePick,
          },
          {
            description:
              'Another expiry settled: it leaves the tabs and the list is fetched again (the exchange may list a new one).',
            guard: { type: 'anySettles', params: nowOf },
            target: '.refreshing',
            actions: dropTheSettled,
          },
          { actions: { type: 'setNow', params: nowOf } },
        ],
      },
      states: {
        current: {
          description: 'The list is as fresh as the clock knows.',
        },
        refreshing: {
          description:
            'An expiry settled: the list is fetched again while the tabs stay; dates the clock has passed are left out of the answer, so a server behind the browser’s clock cannot bring them back.',
          invoke: {
            id: 'loadDates',
            src: 'loadDates',
            input: datesInput,
            onDone: {
              target: 'current',
              actions: [
                { type: 'takeDates', params: ({ event }) => ({ dates: event.output }) },
                'syncChain',
              ],
            },
            onError: {
              description: 'The refetch failed: the tabs already left out the settled expiry.',
              target: 'current',
            },
          },
        },
      },
    },
  },
});

export type OptionExpiriesMachine = typeof optionExpiriesMachine;
