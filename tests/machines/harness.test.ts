import { describe, expect, it } from 'vitest';
import { fixtureSpec } from './fixtures/fixture.spec.ts';
import { checkModel, describeModel, TrackingClock } from './harness/index.ts';

/** An executor that makes the live actor miss the event. */
const swallow = () => {};

const ALWAYS = 'fixture.failed -- always --> fixture.done';

// The harness on a machine with an invoke, named after delays (fixed and computed), guards,
// nested and parallel states, an always transition and final states: must reach 100%.
describeModel(fixtureSpec);

describe('the harness cannot pass silently', () => {
  it('fails when a discovered event type has no executor', async () => {
    const { RETRY: _omitted, ...events } = fixtureSpec.events ?? {};
    await expect(checkModel({ ...fixtureSpec, events })).rejects.toThrow(
      /no executor for event type\(s\) RETRY\b/,
    );
  });

  it('fails when an invoke outcome is not declared', async () => {
    const spec = { ...fixtureSpec, invokes: { settings: { done: [{ retries: 1 }] } } };
    await expect(checkModel(spec)).rejects.toThrow(
      /no executor for event type\(s\) xstate\.error\.actor\.settings/,
    );
  });

  it('fails below 100% coverage', async () => {
    const events = { ...fixtureSpec.events, SET_RETRIES: [{ type: 'SET_RETRIES', retries: 1 }] };
    await expect(checkModel({ ...fixtureSpec, events })).rejects.toThrow(
      `transition not covered: ${ALWAYS}`,
    );
  });

  it('passes below 100% when the missing item is listed as unreachable', async () => {
    const events = { ...fixtureSpec.events, SET_RETRIES: [{ type: 'SET_RETRIES', retries: 1 }] };
    const report = await checkModel({ ...fixtureSpec, events }, [
      { kind: 'transition', id: ALWAYS, reason: 'this spec never sets retries to 0' },
    ]);
    expect(report.coveredTransitions.has(ALWAYS)).toBe(false);
  });

  it('fails when an item listed as unreachable is covered', async () => {
    const unreachable = [{ kind: 'transition' as const, id: ALWAYS, reason: 'stale claim' }];
    await expect(checkModel(fixtureSpec, unreachable)).rejects.toThrow(
      `listed as unreachable but covered: ${ALWAYS}`,
    );
  });

  it('fails when an item listed as unreachable does not exist', async () => {
    const unreachable = [
      { kind: 'state' as const, id: 'fixture.gone', reason: 'renamed long ago' },
    ];
    await expect(checkModel(fixtureSpec, unreachable)).rejects.toThrow(
      'unreachable state does not exist: fixture.gone',
    );
  });

  it('fails when the live actor diverges from the model', async () => {
    const spec = { ...fixtureSpec, executors: { START: swallow } };
    await expect(checkModel(spec)).rejects.toThrow(
      /live actor diverged from the model after \[START\]/,
    );
  });

  it('fails when a per-step check fails', async () => {
    const spec = {
      ...fixtureSpec,
      check: () => {
        throw new Error('check ran');
      },
    };
    await expect(checkModel(spec)).rejects.toThrow('check ran');
  });
});

describe('TrackingClock', () => {
  it('fires exactly the earliest pending timer of the given length', () => {
    const clock = new TrackingClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('short'), 100);
    clock.setTimeout(() => fired.push('long'), 5000);
    clock.fire(5000);
    expect(fired).toEqual(['short', 'long']);
    expect(clock.now()).toBe(5000);
    expect(() => clock.fire(5000)).toThrow('No pending 5000ms timer');
  });
});
