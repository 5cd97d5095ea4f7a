import type { MarketEntry } from '../../../contracts/market.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { baseOf, formatPercent, formatPrice } from '../../widgets/market/format.ts';
import { useLiveValue } from '../../widgets/market/hooks.ts';
import { LiveStatusProvider, LiveText } from '../../widgets/market/LivePrice.tsx';
import * as marketCss from '../../widgets/market/market.css.ts';
import * as css from './market-strip.css.ts';

const MAJORS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BNBUSDT', 'XRPUSDT'] as const;

/**
 * The majors' live prices under the guest id (or the trader's), from the dashboard topic, which
 * the landing's strip actor watches (src/machines/pages/market-strip.machine.ts).
 */
export default function MarketStrip() {
  return (
    <LiveStatusProvider>
      <ul className={css.list} aria-label="Major coins, live" data-testid="market-strip">
        {MAJORS.map((symbol) => (
          <Coin key={symbol} symbol={symbol} />
        ))}
      </ul>
    </LiveStatusProvider>
  );
}

function Coin({ symbol }: { symbol: string }) {
  const value = useLiveValue<MarketEntry>('spot', symbol);
  const currency = useCurrency();
  return (
    <li className={css.coin}>
      <span className={css.coinName}>{baseOf(symbol)}</span>
      {value ? (
        <>
          <LiveText stale={value.stale} testId="strip-price">
            {formatPrice(value.data.price, currency)}
          </LiveText>
          <LiveText
            stale={value.stale}
            className={value.data.changePercent >= 0 ? marketCss.positive : marketCss.negative}
          >
            {formatPercent(value.data.changePercent)}
          </LiveText>
        </>
      ) : (
        <span className={css.waiting}>…</span>
      )}
    </li>
  );
}
