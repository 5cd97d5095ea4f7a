import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import {
  marketTopicMachine,
  type SubscriptionEvent,
} from '../../../src/machines/market/market-topic.machine.ts';
import type { HttpClient } from '../../../src/services/http/client.ts';
import { provideOrderBookSeed } from '../../../src/services/market/depth-logic.ts';
import { DepthStore } from '../../../src/services/market/depth-store.ts';

/** A topic watch whose server answers are driven by the test. */
function bookTopic() {
  let answer: ((event: SubscriptionEvent) => void) | undefined;
  const logic = marketTopicMachine.provide({
    actors: {
      subscription: fromCallback<EventObject, { topic: unknown }, SubscriptionEvent>(
        ({ sendBack }) => {
          answer = sendBack;
        },
      ),
      // The test tells the user id itself.
      marketUser: fromCallback(() => {}),
    },
  });
  const actor = createActor(logic, { input: { topic: { category: 'orderbook' } } }).start();
  return { actor, answer: (event: SubscriptionEvent) => answer?.(event) };
}

const pendingHttp = { request: () => new Promise(() => {}) } as unknown as HttpClient;

describe('the order book seed follows its topic watch by itself', () => {
  it('stops reading over REST once the topic is subscribed, and reads again when it fails', () => {
    const topic = bookTopic();
    const seed = createActor(provideOrderBookSeed(pendingHttp, new DepthStore(() => {})), {
      input: { symbol: 'BTCUSDT-PERP', topic: topic.actor },
    }).start();
    expect(seed.getSnapshot().value).toBe('loading');

    topic.actor.send({ type: 'topic.user', userId: 'guest-1' });
    expect(seed.getSnapshot().value).toBe('loading');
    topic.answer({ type: 'topic.subscribed' });
    expect(seed.getSnapshot().value).toBe('live');

    topic.answer({ type: 'topic.failed', error: 'Subscription refused' });
    expect(seed.getSnapshot().value).toBe('loading');
    seed.stop();
    topic.actor.stop();
  });

  it('starts live when the topic is already subscribed', () => {
    const topic = bookTopic();
    topic.actor.send({ type: 'topic.user', userId: 'guest-1' });
    topic.answer({ type: 'topic.subscribed' });
    const seed = createActor(provideOrderBookSeed(pendingHttp, new DepthStore(() => {})), {
      input: { symbol: 'BTCUSDT-PERP', topic: topic.actor },
    }).start();
    expect(seed.getSnapshot().value).toBe('live');
    seed.stop();
    topic.actor.stop();
  });
});
