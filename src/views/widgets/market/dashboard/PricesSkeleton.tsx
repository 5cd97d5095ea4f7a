import * as css from '../market.css.ts';

const EXPECTED_COINS = 13;

/**
 * The dashboard's cards while the first prices are on their way, the same size as the loaded cards
 * so nothing below them moves. Free of the market code: the prerendered /markets page shows it.
 */
export function PricesSkeleton() {
  return (
    <ul className={css.cardGrid} aria-busy="true" aria-label="Loading live prices">
      {Array.from({ length: EXPECTED_COINS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CardSkeleton key={i} />
      ))}
    </ul>
  );
}

/** One loading card: also stands in for a loaded card until its turn to render. */
export function CardSkeleton() {
  return (
    <li className={css.card} aria-hidden>
      <span className={`${css.skeleton} ${css.cardSkeleton.symbol}`} />
      <span className={`${css.skeleton} ${css.cardSkeleton.change}`} />
      <span className={`${css.skeleton} ${css.cardSkeleton.price}`} />
      <span className={`${css.skeleton} ${css.cardSkeleton.sparkline}`} />
    </li>
  );
}
