import type { Underlying } from './catalogue.ts';
import { correlated, gbmStep, MS_PER_YEAR } from './gbm.ts';
import { hashUniform, type Rng } from './rng.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The perpetual premium mean-reverts with a one-hour rate and a 3 bp stationary spread. */
const PREMIUM_REVERSION_PER_HOUR = 1;
const PREMIUM_NOISE = 0.0003 * Math.SQRT2;

export interface StepResult {
  index: number;
  perp: number;
  /** USD notional traded on the perpetual during the step (spot trades a fifth of it). */
  volume: number;
}

/**
 * The live random walk of one underlying: its index price (GBM correlated with the market
 * factor) and its perpetual's premium (mean-reverting around a small contango).
 */
export class UnderlyingState {
  readonly underlying: Underlying;
  readonly premiumMean: number;
  readonly #rng: Rng;
  #index: number;
  #premium: number;
  #factorSum = 0;
  #dtYears = 0;
  #dtMs = 0;

  /** `rng` draws the live steps (seeded or node:crypto); the premium's mean comes from the seed. */
  constructor(seed: number, underlying: Underlying, rng: Rng) {
    this.underlying = underlying;
    this.#rng = rng;
    this.premiumMean = 0.0001 + 0.0003 * hashUniform(seed, 'premium', underlying.coin.base);
    this.#index = underlying.coin.price;
    this.#premium = this.premiumMean;
  }

  get index(): number {
    return this.#index;
  }

  get perp(): number {
    return this.#index * (1 + this.#premium);
  }

  /** Moves the index (and with it the perpetual) at once by this factor; the walk goes on from there. */
  shift(factor: number): void {
    this.#index *= factor;
  }

  /** Adds one sim tick of market-factor shock (already scaled by sqrt(dt)). */
  accumulate(dtMs: number, factorShock: number): void {
    const dtYears = dtMs / MS_PER_YEAR;
    this.#factorSum += Math.sqrt(dtYears) * factorShock;
    this.#dtYears += dtYears;
    this.#dtMs += dtMs;
  }

  /** Moves the prices over the time accumulated since the last step. */
  step(): StepResult {
    const dtYears = this.#dtYears;
    const dtMs = this.#dtMs;
    const { coin } = this.underlying;
    const factor = dtYears > 0 ? this.#factorSum / Math.sqrt(dtYears) : 0;
    const z = correlated(coin.rho, factor, this.#rng.normal());
    this.#index = gbmStep(this.#index, coin.vol, dtYears, z);
    const dtHours = dtMs / HOUR_MS;
    this.#premium +=
      PREMIUM_REVERSION_PER_HOUR * (this.premiumMean - this.#premium) * dtHours +
      PREMIUM_NOISE * Math.sqrt(dtHours) * this.#rng.normal();
    const activity = Math.exp(0.5 * this.#rng.normal() - 0.125) * (0.6 + 0.5 * Math.abs(z));
    this.#factorSum = 0;
    this.#dtYears = 0;
    this.#dtMs = 0;
    return {
      index: this.#index,
      perp: this.perp,
      volume: (coin.volume * dtMs * activity) / DAY_MS,
    };
  }
}
