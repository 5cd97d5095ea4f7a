import { assign, type EventObject, fromCallback, setup } from 'xstate';
import type { MachineTypes } from '../machine-types.ts';
import { notProvided } from '../not-provided.ts';

/** What a page watches (a `MarketTopic` of the services layer); the machine only carries it. */
export interface TopicInput {
  readonly topic: unknown;
}

export interface MarketTopicContext {
  readonly topic: unknown;
  readonly userId: string | null;
  readonly error: string | null;
}

export type MarketTopicEvent =
  | { type: 'topic.user'; userId: string | null }
  | { type: 'topic.retry' }
  | { type: 'topic.subscribed' }
  | { type: 'topic.failed'; error: string };

/** What the invoked subscription tells the machine. */
export type SubscriptionEvent = Extract<
  MarketTopicEvent,
  { type: 'topic.subscribed' | 'topic.failed' }
>;

/** What the invoked market-user follower tells the machine. */
export type MarketUserEvent = Extract<MarketTopicEvent, { type: 'topic.user' }>;

/**
 * One page's watch of one market topic (dashboard, futures, an option chain): nothing without a
 * market user id, which the invoked `marketUser` follower tells it (and starting it asks for the
 * market connection); with one, the invoked `subscription` subscribes (the feed counts watchers, so
 * two widgets share one server subscription) and releases it when the state is left, by leaving
 * the page, a new user id or a failure. A refused subscription shows its error until a retry.
 */
export const marketTopicMachine = setup({
  types: {} as MachineTypes<MarketTopicContext, MarketTopicEvent, TopicInput>,
  actors: {
    subscription: fromCallback<EventObject, { topic: unknown }, SubscriptionEvent>(() =>
      notProvided('marketTopic.subscription'),
    ),
    marketUser: fromCallback<EventObject, void, MarketUserEvent>(() =>
      notProvided('marketTopic.marketUser'),
    ),
  },
  guards: {
    losesUser: (_, params: { userId: string | null }) => params.userId === null,
    isNewUser: ({ context }, params: { userId: string | null }) =>
      params.userId !== null && params.userId !== context.userId,
  },
  actions: {
    setUser: assign({ userId: (_, params: { userId: string | null }) => params.userId }),
    takeError: assign({ error: (_, params: { error: string }) => params.error }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'marketTopic',
  description:
    'A page’s watch of one market topic: waiting for a user id, subscribing, subscribed, failed (retry); the subscription is released when its state is left.',
  context: ({ input }) => ({ topic: input.topic, userId: null, error: null }),
  invoke: { id: 'marketUser', src: 'marketUser' },
  initial: 'waiting',
  on: {
    'topic.user': [
      {
        description: 'The market user id is gone: the subscription is released.',
        guard: { type: 'losesUser', params: ({ event }) => ({ userId: event.userId }) },
        target: '.waiting',
        actions: [
          { type: 'setUser', params: ({ event }) => ({ userId: event.userId }) },
          'clearError',
        ],
      },
      {
        description: 'A (new) market user id: subscribe under it.',
        guard: { type: 'isNewUser', params: ({ event }) => ({ userId: event.userId }) },
        target: '.watching',
        reenter: true,
        actions: [
          { type: 'setUser', params: ({ event }) => ({ userId: event.userId }) },
          'clearError',
        ],
      },
    ],
  },
  states: {
    waiting: {
      description: 'No market user id yet: no subscription (spec: none without a user id).',
    },
    watching: {
      description: 'The subscription lives exactly as long as this state.',
      invoke: { id: 'subscription', src: 'subscription', input: ({ context }) => context },
      initial: 'subscribing',
      states: {
        subscribing: {
          description: 'The subscribe call is out; skeletons show.',
          on: { 'topic.subscribed': { target: 'subscribed' } },
        },
        subscribed: {
          description: 'The market service accepted it; updates arrive through the socket.',
        },
      },
      on: {
        'topic.failed': {
          target: 'failed',
          actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The market service refused the subscription: its error shows with a retry.',
      on: { 'topic.retry': { target: 'watching', actions: 'clearError' } },
    },
  },
});

export type MarketTopicMachine = typeof marketTopicMachine;
