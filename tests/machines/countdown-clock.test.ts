import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countdownMachine, secondsUntil } from '../../src/machines/countdown/countdown.machine.ts';

const tickEvent = { type: 'xstate.after.SECOND.countdown.counting' } as const;

describe('countdown against its deadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rounds the seconds left up and never goes below 0', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 1)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });

  it('shows one second less each second and ends at the deadline', () => {
    const actor = createActor(countdownMachine, { input: { ms: 30_000 } }).start();
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(20);
    vi.advanceTimersByTime(19_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('an extra tick in the same second shows the same second, not one less', () => {
    const actor = createActor(countdownMachine, { input: { ms: 3_000 } }).start();
    actor.send(tickEvent);
    actor.send(tickEvent);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
  });
});
