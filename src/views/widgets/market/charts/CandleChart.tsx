import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MarketEntry } from '../../../../contracts/market.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import type { MarketLogic } from '../../../../services/market/market-logic.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { useTheme } from '../../../hooks/use-theme.ts';
import { axisPriceFormatter, toDisplay } from '../format.ts';
import { marketLogic, marketStore } from '../hooks.ts';
import { ErrorState } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
import {
  applyTick,
  type Bar,
  HISTORY_BARS,
  RESOLUTIONS,
  type ResolutionId,
  toBars,
} from './candle-bars.ts';
import type { ChartLine } from './position-lines.ts';

const DESKTOP = '(min-width: 960px)';

const scaled = (bar: Bar, currency: Currency): Bar => ({
  time: bar.time,
  open: toDisplay(bar.open, currency),
  high: toDisplay(bar.high, currency),
  low: toDisplay(bar.low, currency),
  close: toDisplay(bar.close, currency),
});

/**
 * lightweight-charts candlesticks (loaded lazily, drawn on canvas: no inline styles or scripts).
 * History comes from /market/candles; each live tick of the symbol moves the last candle. The
 * container carries the bar count and the last close as data attributes and a hidden text summary.
 */
export function CandleChart({
  symbol,
  resolution,
  lines = NO_LINES,
}: {
  symbol: string;
  resolution: ResolutionId;
  /** Price lines over the candles (a position's entry, stop-loss, take-profit, liquidation). */
  lines?: readonly ChartLine[];
}) {
  return (
    <HistoryChart
      key={`${symbol}:${resolution}`}
      symbol={symbol}
      resolution={resolution}
      lines={lines}
    />
  );
}

const NO_LINES: readonly ChartLine[] = [];

type Series = {
  createPriceLine: (options: object) => unknown;
  removePriceLine: (line: never) => void;
};

/** One history (a machine) per symbol and resolution. */
function HistoryChart({
  symbol,
  resolution,
  lines,
}: {
  symbol: string;
  resolution: ResolutionId;
  lines: readonly ChartLine[];
}) {
  const periodMs = RESOLUTIONS.find((r) => r.id === resolution)?.ms ?? 60_000;
  const history = useActorRef(marketLogic.chartHistory, {
    input: { symbol, resolution, periodMs, bars: HISTORY_BARS },
  });
  return (
    <ChartView
      history={history}
      symbol={symbol}
      resolution={resolution}
      periodMs={periodMs}
      lines={lines}
    />
  );
}

/** Draws what the history machine loaded; live ticks of the symbol move the last candle. */
function ChartView({
  history,
  symbol,
  resolution,
  periodMs,
  lines,
}: {
  history: ActorRefFrom<MarketLogic['chartHistory']>;
  symbol: string;
  resolution: ResolutionId;
  periodMs: number;
  lines: readonly ChartLine[];
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const seriesRef = useRef<Series | null>(null);
  const summaryRef = useRef<HTMLSpanElement>(null);
  const status = useSelector(history, (s) => s.value as 'loading' | 'ready' | 'failed');
  const candles = useSelector(history, (s) => s.context.candles);
  const error = useSelector(history, (s) => s.context.error);
  const [drawn, setDrawn] = useState(false);
  const currency = useCurrency();
  const theme = useTheme();

  // The chart itself (a canvas) is drawn here, from the loaded history; the loading lives in the
  // machine. Currency or theme changes redraw it without loading again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: theme restyles the chart
  useEffect(() => {
    const box = boxRef.current;
    if (!box || status !== 'ready') return;
    let disposed = false;
    let cleanup = () => {};
    setDrawn(false);
    import('lightweight-charts').then((charts) => {
      if (disposed) return;
      const style = getComputedStyle(box);
      const text = style.color;
      const grid = style.getPropertyValue('border-top-color') || 'rgba(128,128,128,0.2)';
      const phone = !window.matchMedia(DESKTOP).matches;
      const chart = charts.createChart(box, {
        autoSize: true,
        layout: { background: { color: 'transparent' }, textColor: text, attributionLogo: false },
        grid: { vertLines: { color: grid }, horzLines: { color: grid } },
        // On a phone the chat launcher sits in the bottom right corner: the price scale and its
        // last-price tag move to the left edge there, so the launcher never covers them.
        leftPriceScale: { borderColor: grid, visible: phone },
        rightPriceScale: { borderColor: grid, visible: !phone },
        timeScale: {
          borderColor: grid,
          timeVisible: periodMs < 86_400_000,
          // Room right of the last candle, so its time label and the price tag are not cut off.
          rightOffset: 6,
        },
        localization: { priceFormatter: axisPriceFormatter(currency) },
      });
      const series = chart.addSeries(charts.CandlestickSeries, {
        priceScaleId: phone ? 'left' : 'right',
        upColor: '#16a34a',
        downColor: '#dc2626',
        wickUpColor: '#16a34a',
        wickDownColor: '#dc2626',
        borderVisible: false,
      });
      seriesRef.current = series as unknown as Series;
      let bars = toBars(candles);
      series.setData(bars.map((b) => ({ ...scaled(b, currency), time: b.time as never })));
      chart.timeScale().fitContent();
      const publish = () => {
        const last = bars.at(-1);
        box.dataset.bars = String(bars.length);
        box.dataset.lastClose = last ? String(last.close) : '';
        if (summaryRef.current && last) {
          summaryRef.current.textContent = `${symbol} ${resolution}: last candle open ${last.open}, high ${last.high}, low ${last.low}, close ${last.close}`;
        }
      };
      publish();
      setDrawn(true);

      const onTick = () => {
        const value = marketStore.get('futures', symbol) as { data: MarketEntry } | undefined;
        if (!value) return;
        const next = applyTick(bars.at(-1), value.data.price, Date.now(), periodMs);
        bars = bars.at(-1)?.time === next.time ? [...bars.slice(0, -1), next] : [...bars, next];
        series.update({ ...scaled(next, currency), time: next.time as never });
        publish();
      };
      const unlisten = marketStore.listen('futures', symbol, onTick);
      cleanup = () => {
        unlisten();
        seriesRef.current = null;
        chart.remove();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [status, candles, symbol, resolution, periodMs, currency, theme]);

  // The lines follow the position (a stop-loss edited, a position closed) without redrawing the candles.
  useEffect(() => {
    const series = seriesRef.current;
    if (!drawn || !series) return;
    const made = lines.map((line) =>
      series.createPriceLine({
        price: toDisplay(line.price, currency),
        color: line.color,
        lineWidth: 1,
        lineStyle: line.dashed ? 2 : 0,
        axisLabelVisible: true,
        title: line.title,
      }),
    );
    return () => {
      // Gone with its chart (a redraw removed it first): nothing to take off.
      if (seriesRef.current !== series) return;
      for (const line of made) series.removePriceLine(line as never);
    };
  }, [drawn, lines, currency]);

  const shown = status === 'ready' && drawn ? 'ready' : status === 'failed' ? 'failed' : 'loading';
  return (
    <>
      {status === 'failed' && (
        <ErrorState
          message={`The chart is unavailable: ${error}`}
          onRetry={() => history.send({ type: 'history.retry' })}
        />
      )}
      <div
        ref={boxRef}
        className={css.chartBox}
        data-testid="candle-chart"
        data-status={shown}
        data-lines={lines.map((line) => `${line.title} ${line.price}`).join('; ')}
        role="img"
        aria-label={`${symbol} candlestick chart, ${resolution}`}
      >
        {shown === 'loading' && <div className={css.chartOverlay}>Loading candles…</div>}
        {shown === 'ready' && candles.length === 0 && (
          <div className={css.chartOverlay}>No candles for {symbol} yet.</div>
        )}
      </div>
      <span ref={summaryRef} className={css.visuallyHidden} aria-live="off" />
    </>
  );
}
