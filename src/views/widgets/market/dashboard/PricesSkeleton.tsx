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
        <li key={i} className={css.card}>
          <span className={`${css.skeleton} ${css.cardSkeleton.symbol}`} aria-hidden />
          <span className={`${css.skeleton} ${css.cardSkeleton.change}`} aria-hidden />
          <span className={`${css.skeleton} ${css.cardSkeleton.price}`} aria-hidden />
          <span className={`${css.skeleton} ${css.cardSkeleton.sparkline}`} aria-hidden />
        </li>
      ))}
    </ul>
  );
}
