import type { AnyMachineSnapshot } from 'xstate';
import { marketTopicMachine } from '../../../src/machines/market/market-topic.machine.ts';
import {
  type OptionExpiriesContext,
  optionExpiriesMachine,
  shownExpiry,
} from '../../../src/machines/market/option-expiries.machine.ts';
import { defineModelSpec, inertMachine, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const LISTED = ['24NOV26', '25NOV26', '27NOV26'];
/** Noon UTC the day before the first expiry. */
const BEFORE = Date.UTC(2026, 10, 23, 12);
/** A clock jump past the first expiry (08:00 UTC on 24 Nov), as a laptop waking up makes. */
const AFTER_FIRST = Date.UTC(2026, 10, 24, 8, 0, 1);

export const optionExpiriesSpec: ModelSpec = defineModelSpec({
  name: 'option-expiries',
  machine: optionExpiriesMachine,
  input: { currency: 'BTC', now: BEFORE },
  events: {
    ...samples('expiries.user', { userId: 'g_k3x9q' }, { userId: null }),
    ...samples('expiries.currency', { currency: 'ETH' }),
    ...samples('expiries.pick', { date: '24NOV26' }, { date: '25NOV26' }),
    ...bareEvents('expiries.retry'),
    ...samples('clock.tick', { now: BEFORE + 60_000 }, { now: AFTER_FIRST }),
  },
  invokes: {
    // The server's clock may lag the browser's: its answer can still list a settled expiry.
    loadDates: { done: [LISTED], error: [new Error('Network error')] },
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as OptionExpiriesContext;
    return {
      currency: c.currency,
      userId: c.userId,
      dates: c.dates.join(','),
      picked: c.picked,
      settledPick: c.settledPick,
      now: c.now,
      error: c.error !== null,
      chainKey: c.chainKey,
    };
  },
  provide: { actors: { chainTopic: inertMachine(marketTopicMachine) } },
  limit: 20_000,
  check: ({ snapshot }) => {
    const c = snapshot.context as OptionExpiriesContext;
    if (c.now >= AFTER_FIRST && c.dates.includes('24NOV26')) {
      throw new Error('a settled expiry is still in the tabs');
    }
    if (snapshot.matches('ready') && c.dates.length > 0 && shownExpiry(c) === null) {
      throw new Error('ready with dates but no expiry shown');
    }
    if (c.settledPick !== null && (c.picked !== null || c.dates.includes(c.settledPick))) {
      throw new Error('a settled pick is still picked or listed');
    }
    if (snapshot.matches('failed') && c.error === null) throw new Error('failed without an error');
    // The shown expiry's chain is watched, and only it.
    const shown = shownExpiry(c);
    const expected = shown === null ? null : `${c.currency}-${shown}`;
    if (c.chainKey !== expected) throw new Error(`watching ${c.chainKey}, showing ${expected}`);
    const chain = snapshot.children.chain as
      | { getSnapshot(): { context: { topic: { currency: string; date: string } } } }
      | undefined;
    if ((chain === undefined) !== (expected === null))
      throw new Error('the chain watch is missing');
    const watched = chain?.getSnapshot().context.topic;
    if (chain && `${watched?.currency}-${watched?.date}` !== expected) {
      throw new Error('the chain watch is on another expiry');
    }
  },
});
