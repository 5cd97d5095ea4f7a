import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import {
  LIQUIDATION_RATIO,
  MARGIN_ALERT_RATIO,
} from '../../../../src/domain/trading/perp-margin.ts';
import type { DeskNotice } from '../notices.ts';
import type { OptionQuote } from '../options/option-market.ts';
import {
  MARGIN_ALERT_REARM_RATIO,
  optionMarginRatio,
  positionMarginRatio,
} from './margin-ratio.ts';
import type { RiskBook, RiskPosition } from './risk-book.ts';
import { marginAlertText } from './risk-text.ts';
import { triggerHit } from './trigger-rules.ts';

/** What the monitor needs of the desk. */
export interface RiskDesk {
  readonly riskBook: Pick<RiskBook, 'holds' | 'holders' | 'symbols' | 'shortOptionsMovedBy'>;
  mark(symbol: string): number | undefined;
  /** An option's chain entry now (its spot and mark); undefined for anything else. */
  optionQuote(symbol: string): OptionQuote | undefined;
  tickSize(symbol: string): number | undefined;
  now(): Date;
  /** Resolves when the risk book holds what every command committed so far did. */
  settled(): Promise<void>;
  /** Closes the position through the desk's queue if it must be closed once checked there. */
  closeForRisk(userId: string, symbol: string): Promise<unknown>;
  /** Tells these notices through the desk's queue, in order with its commands' notices. */
  notify(notices: DeskNotice[]): Promise<void>;
}

/**
 * Watches the open perpetual positions and short option positions at each new mark: a margin
 * alert once when the ratio reaches 80% (armed again below 70%), a close at market through the
 * desk when it reaches 100% (liquidation) or when a stop-loss or take-profit is reached. Only the
 * instruments someone holds are looked at, from the desk's in-memory book (a perpetual that moved
 * also brings the options of its underlying someone is short); the desk checks again in its queue
 * before it acts.
 */
export class RiskMonitor {
  readonly #desk: RiskDesk;
  readonly #onError: (error: unknown) => void;
  /** Positions (user, symbol, opening time) warned since their ratio last fell below 70%. */
  readonly #alerted = new Set<string>();
  /** Closes asked of the desk and not finished, by user and symbol. */
  readonly #closing = new Map<string, Promise<unknown>>();

  constructor(desk: RiskDesk, onError: (error: unknown) => void) {
    this.#desk = desk;
    this.#onError = onError;
  }

  /**
   * Judges every position in these instruments at their marks, and the short options of the
   * underlyings of the perpetuals among them (an option's mark moves with its underlying);
   * resolves when its work is done.
   */
  async evaluate(symbols: Iterable<string>): Promise<void> {
    await this.#desk.settled();
    const work: Promise<unknown>[] = [];
    const book = this.#desk.riskBook;
    for (const symbol of symbols) {
      this.#judgeHolders(symbol, work);
      for (const option of book.shortOptionsMovedBy(symbol)) this.#judgeHolders(option, work);
    }
    await Promise.all(work);
  }

  #judgeHolders(symbol: string, work: Promise<unknown>[]): void {
    // Most instruments that move have no holder: skip them before computing a mark.
    if (!this.#desk.riskBook.holds(symbol)) return;
    const quote = this.#desk.optionQuote(symbol);
    const mark = quote?.mark ?? this.#desk.mark(symbol);
    if (mark === undefined) return;
    for (const position of this.#desk.riskBook.holders(symbol)) {
      const ratio =
        position.option === undefined
          ? positionMarginRatio(
              position.sizeCoins,
              position.entryPrice,
              position.marginPaise,
              BigInt(usdToInrPaise(position.sizeCoins * (mark - position.entryPrice))),
            )
          : quote === undefined
            ? undefined
            : optionMarginRatio(
                position.option,
                position.sizeCoins,
                position.entryPrice,
                position.marginPaise,
                quote,
              );
      if (ratio !== undefined) work.push(...this.#judge(position, mark, ratio));
    }
  }

  /** Every instrument someone holds. */
  evaluateAll(): Promise<void> {
    return this.evaluate([...this.#desk.riskBook.symbols()]);
  }

  #judge(position: RiskPosition, mark: number, ratio: number): Promise<unknown>[] {
    const { userId, symbol, sizeCoins } = position;
    const side = sizeCoins > 0 ? 'long' : 'short';
    const work: Promise<unknown>[] = [];
    const life = `${userId}|${symbol}|${position.openedAt}`;
    if (ratio >= MARGIN_ALERT_RATIO && !this.#alerted.has(life)) {
      this.#alerted.add(life);
      work.push(this.#desk.notify([this.#alert(position, mark, ratio)]).catch(this.#onError));
    } else if (ratio < MARGIN_ALERT_REARM_RATIO) {
      this.#alerted.delete(life);
    }
    const mustClose =
      ratio >= LIQUIDATION_RATIO ||
      triggerHit(side, mark, position.stopLoss, position.takeProfit) !== undefined;
    if (mustClose) work.push(this.#closeOnce(userId, symbol, life));
    return work;
  }

  /** One close at a time per position: a second ask while one is queued waits for it. */
  #closeOnce(userId: string, symbol: string, life: string): Promise<unknown> {
    const key = `${userId}|${symbol}`;
    const queued = this.#closing.get(key);
    if (queued !== undefined) return queued;
    const close = this.#desk
      .closeForRisk(userId, symbol)
      .catch(this.#onError)
      .finally(() => {
        this.#closing.delete(key);
        this.#alerted.delete(life);
      });
    this.#closing.set(key, close);
    return close;
  }

  #alert(position: RiskPosition, mark: number, ratio: number): DeskNotice {
    const tick = this.#desk.tickSize(position.symbol) ?? 0.01;
    const side = position.sizeCoins > 0 ? 'long' : 'short';
    return {
      kind: 'margin-alert',
      userId: position.userId,
      orderId: '',
      symbol: position.symbol,
      side: position.sizeCoins > 0 ? 'BUY' : 'SELL',
      price: mark,
      size: Math.abs(position.sizeCoins),
      message: marginAlertText(position.symbol, side, ratio, mark, { tickSize: tick }),
      at: this.#desk.now(),
    };
  }
}
