import { useMemo, useState } from 'react';
import { futuresGroup } from '../../../services/market/market-store.ts';
import { CandleChart } from '../../widgets/market/charts/CandleChart.tsx';
import { RESOLUTIONS, type ResolutionId } from '../../widgets/market/charts/candle-bars.ts';
import { useGroupMembers, useMarketTopic } from '../../widgets/market/hooks.ts';
import { ErrorState } from '../../widgets/market/LivePrice.tsx';
import { MarketPage } from '../../widgets/market/MarketPage.tsx';
import * as css from '../../widgets/market/market.css.ts';

const FUTURES = { category: 'futures' } as const;
const DEFAULT_SYMBOL = 'BTCUSDT-PERP';

export default function FutureChartsPage() {
  const topic = useMarketTopic(FUTURES);
  const members = useGroupMembers(futuresGroup);
  const symbols = useMemo(() => [...members].sort(), [members]);
  const [symbol, setSymbol] = useState(DEFAULT_SYMBOL);
  const [resolution, setResolution] = useState<ResolutionId>('1m');
  const options = symbols.includes(symbol) ? symbols : [symbol, ...symbols];

  return (
    <MarketPage title="Charts" subtitle="Candlesticks of every perpetual, from 1 minute to 1 day.">
      {topic.status === 'failed' && (
        <ErrorState message={`Live ticks are unavailable: ${topic.error}`} onRetry={topic.retry} />
      )}
      <div className={css.toolbar}>
        <label className={css.muted}>
          <span className={css.visuallyHidden}>Contract</span>
          <select
            className={css.select}
            value={symbol}
            onChange={(event) => setSymbol(event.target.value)}
            aria-label="Contract"
          >
            {options.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        {/* biome-ignore lint/a11y/useSemanticElements: a segmented control, not a form field */}
        <div className={css.segmented} role="group" aria-label="Resolution">
          {RESOLUTIONS.map((r) => (
            <button
              key={r.id}
              type="button"
              className={css.segment}
              aria-pressed={r.id === resolution}
              onClick={() => setResolution(r.id)}
            >
              {r.label}
            </button>
          ))}
        </div>
      </div>
      <CandleChart symbol={symbol} resolution={resolution} />
    </MarketPage>
  );
}
