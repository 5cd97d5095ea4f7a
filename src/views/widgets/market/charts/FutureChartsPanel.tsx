import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { RESOLUTIONS } from '../../../../domain/market/candle-bars.ts';
import { widgetKeys } from '../../../../machines/market/market-widgets.ts';
import { futuresGroup } from '../../../../services/market/market-store.ts';
import { useGroupMembers, useMarketView, useTopicWidget } from '../hooks.ts';
import { ErrorState } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
import { CandleChart } from './CandleChart.tsx';
import type { ChartLine } from './position-lines.ts';

export { DEFAULT_CHART_SYMBOL } from './chart-symbol.ts';

/** A perpetual's candlesticks with the contract picker and the resolutions; ticks move the chart. */
export function FutureChartsPanel({
  symbol,
  onSymbolChange,
  lines,
}: {
  symbol: string;
  onSymbolChange: (symbol: string) => void;
  lines?: readonly ChartLine[];
}) {
  const topic = useTopicWidget(widgetKeys.futures);
  const view = useMarketView();
  const resolution = useSelector(view, (s) => s?.context.resolution ?? '1m');
  const members = useGroupMembers(futuresGroup);
  const symbols = useMemo(() => [...members].sort(), [members]);
  const options = symbols.includes(symbol) ? symbols : [symbol, ...symbols];

  return (
    <>
      {topic.status === 'failed' && (
        <ErrorState message={`Live ticks are unavailable: ${topic.error}`} onRetry={topic.retry} />
      )}
      <div className={css.toolbar}>
        <label className={css.muted}>
          <span className={css.visuallyHidden}>Contract</span>
          <select
            className={css.select}
            value={symbol}
            onChange={(event) => onSymbolChange(event.target.value)}
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
              onClick={() => view?.send({ type: 'chart.resolution', resolution: r.id })}
            >
              {r.label}
            </button>
          ))}
        </div>
      </div>
      <CandleChart symbol={symbol} resolution={resolution} lines={lines} />
    </>
  );
}
