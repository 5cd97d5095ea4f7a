import { OptionBook } from '../../../server/modules/market/sim/options/option-book.ts';

/** When the listed chains below are taken. */
export const CHAIN_START = Date.UTC(2026, 10, 22, 6, 45, 13);

/** The simulated BTC and ETH option books (seed 7) as listed at CHAIN_START, each with its spot. */
export function listedOptionBooks() {
  return (
    [
      ['BTC', 95_000],
      ['ETH', 3_200],
    ] as const
  ).map(([currency, spot]) => {
    const book = new OptionBook(7, currency);
    book.refresh(CHAIN_START, spot);
    return { currency, spot, book };
  });
}
