import { describe, expect, it, vi } from 'vitest';
import type { ConnectionEvent } from '../../../src/machines/sockets/connection-types.ts';
import type { MarketApi } from '../../../src/services/market/market-api.ts';
import { MarketFeed } from '../../../src/services/market/market-feed.ts';
import { MarketSocketHandle } from '../../../src/services/market/market-socket-handle.ts';
import { chainGroup, MarketStore } from '../../../src/services/market/market-store.ts';
import { topicBody, topicKey } from '../../../src/services/market/topics.ts';
import { optionTicker, symbolUpdate } from '../support/market-messages.ts';

function setup(userId: string | null = 'g_k3x9q', socketId: string | null = 'sock-1') {
  const sent: ConnectionEvent[] = [];
  const api = {
    subscribe: vi.fn(async () => ({ message: 'ok' })),
    unsubscribe: vi.fn(async () => ({ message: 'ok' })),
    dates: vi.fn(),
    candles: vi.fn(),
    cancelWs: vi.fn(),
  } satisfies MarketApi;
  const store = new MarketStore({ now: () => 0, scheduleFrame: () => {}, warn: () => {} });
  const activate = vi.fn();
  const socket = new MarketSocketHandle();
  if (socketId !== null) socket.set(socketId);
  const feed = new MarketFeed({
    connection: { send: (event) => sent.push(event), getSnapshot: () => ({ context: { userId } }) },
    api,
    store,
    socket,
    helloTimeoutMs: 1_000,
    activate,
  });
  return { feed, sent, api, store, activate, socket };
}

const chain = { category: 'option_chain', currency: 'BTC', date: '27JUN25' } as const;

describe('MarketFeed', () => {
  it('subscribes on the first watcher and unsubscribes after the last', async () => {
    const { feed, sent, api } = setup();
    const stopA = await feed.watch({ category: 'dashboard' });
    const stopB = await feed.watch({ category: 'dashboard' });
    expect(sent).toEqual([
      {
        type: 'connection.subscribe',
        subscription: { key: 'dashboard', body: { category: 'dashboard' } },
      },
    ]);
    expect(api.subscribe).toHaveBeenCalledWith(
      { category: 'dashboard', userId: 'g_k3x9q' },
      'sock-1',
    );
    stopA();
    stopA();
    expect(feed.watchers({ category: 'dashboard' })).toBe(1);
    stopB();
    expect(sent.at(-1)).toEqual({ type: 'connection.unsubscribe', key: 'dashboard' });
    expect(api.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('names the socket of the hello that arrives after the subscribe, for subscribe and unsubscribe', async () => {
    const { feed, api, socket } = setup('g_k3x9q', null);
    const watching = feed.watch({ category: 'futures' });
    await Promise.resolve();
    expect(api.subscribe).not.toHaveBeenCalled();
    socket.set('sock-2');
    const stop = await watching;
    expect(api.subscribe).toHaveBeenCalledWith(
      { category: 'futures', userId: 'g_k3x9q' },
      'sock-2',
    );
    stop();
    expect(api.unsubscribe).toHaveBeenCalledWith(
      { category: 'futures', userId: 'g_k3x9q' },
      'sock-2',
    );
  });

  it('fails and rolls back when no socket says hello in time', async () => {
    vi.useFakeTimers();
    try {
      const { feed, sent, api } = setup('g_k3x9q', null);
      const watching = feed.watch({ category: 'dashboard' });
      const failed = expect(watching).rejects.toThrow('The market stream is not connected');
      await vi.advanceTimersByTimeAsync(1_000);
      await failed;
      expect(api.subscribe).not.toHaveBeenCalled();
      expect(feed.watchers({ category: 'dashboard' })).toBe(0);
      expect(sent.map((e) => e.type)).toEqual(['connection.subscribe', 'connection.unsubscribe']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing without a user id', async () => {
    const { feed, sent, api } = setup(null);
    const stop = await feed.watch({ category: 'dashboard' });
    stop();
    expect(sent).toEqual([]);
    expect(api.subscribe).not.toHaveBeenCalled();
  });

  it('rolls the bookkeeping back and rethrows when the option chain subscribe fails', async () => {
    const { feed, sent, api } = setup();
    api.subscribe.mockRejectedValueOnce(new Error('No BTC options expire on 27JUN25'));
    await expect(feed.watch(chain)).rejects.toThrow('No BTC options expire on 27JUN25');
    expect(feed.watchers(chain)).toBe(0);
    expect(sent.map((e) => e.type)).toEqual(['connection.subscribe', 'connection.unsubscribe']);
    expect(api.unsubscribe).not.toHaveBeenCalled();
  });

  it('forgets the old chain when it is released', async () => {
    const { feed, store } = setup();
    const stop = await feed.watch(chain);
    store.apply(symbolUpdate('option_chain', 'BTC-27JUN25-1-C', optionTicker('BTC-27JUN25-1-C')));
    stop();
    expect(store.members(chainGroup('BTC', '27JUN25'))).toEqual([]);
  });

  it('activates the connection on request', () => {
    const { feed, activate } = setup();
    feed.activate();
    expect(activate).toHaveBeenCalledTimes(1);
  });
});

describe('topics', () => {
  it('keys and bodies follow spec section 7', () => {
    expect(topicKey({ category: 'futures_symbol', symbols: ['B', 'A'] })).toBe(
      'futures_symbol:A,B',
    );
    expect(topicBody(chain)).toEqual({
      category: 'option_chain',
      currency: 'BTC',
      date: '27JUN25',
    });
    expect(
      topicBody({ category: 'option_chain_symbol', currency: 'ETH', symbols: ['ETH-1JAN27-1-C'] }),
    ).toEqual({ category: 'option_chain_symbol', currency: 'ETH', symbols: ['ETH-1JAN27-1-C'] });
    expect(topicKey({ category: 'futures' })).toBe('futures');
  });
});
