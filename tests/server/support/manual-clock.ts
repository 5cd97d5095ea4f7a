import type { Clock } from '../../../server/clock.ts';

/** A clock that only moves when told: starts at the real time, then `advance(ms)`. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: number = Date.now()) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
