import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type Bar, RESOLUTIONS, type ResolutionId } from '../../../../domain/market/candle-bars.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import { widgetKeys } from '../../../../machines/market/market-widgets.ts';
import type { MarketLogic } from '../../../../services/market/market-logic.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { useTheme } from '../../../hooks/use-theme.ts';
import { axisPriceFormatter, toDisplay } from '../format.ts';
import { useWidget } from '../hooks.ts';
import { ErrorState } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
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
 * History comes from /market/candles; each live tick of the symbol moves the last candle (both in
 * the candle-history machine). The container carries the bar count and the last close as data attributes and a hidden text summary.
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
  update: (bar: Bar) => void;
};

/** One history (the market page's machine) per symbol and resolution. */
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
  const history = useWidget<ActorRefFrom<MarketLogic['chartHistory']>>(
    widgetKeys.chart(symbol, resolution),
  );
  if (!history) {
    return (
      <div className={css.chartBox} data-testid="candle-chart" data-status="loading">
        <div className={css.chartOverlay}>Loading candles…</div>
      </div>
    );
  }
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

/** Draws what the history machine holds: its loaded candles, then each move of the last one. */
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
  const count = useSelector(history, (s) => s.context.candles.length);
  const last = useSelector(history, (s) => s.context.candles.at(-1));
  const error = useSelector(history, (s) => s.context.error);
  const [drawn, setDrawn] = useState(false);
  const currency = useCurrency();
  const theme = useTheme();

  // DOM only: draws the canvas from the machine's candles (loading and live ticks live in the
  // machine). Currency or theme changes redraw it without loading again.
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
      const bars = history.getSnapshot().context.candles;
      series.setData(bars.map((b) => ({ ...scaled(b, currency), time: b.time as never })));
      chart.timeScale().fitContent();
      seriesRef.current = {
        createPriceLine: (options) => series.createPriceLine(options as never),
        removePriceLine: (line) => series.removePriceLine(line),
        update: (bar) => series.update({ ...scaled(bar, currency), time: bar.time as never }),
      };
      setDrawn(true);
      cleanup = () => {
        seriesRef.current = null;
        chart.remove();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [status, history, periodMs, currency, theme]);

  // DOM only: the canvas and the summary follow the machine's last candle.
  useEffect(() => {
    const box = boxRef.current;
    if (!drawn || !box || !last) return;
    seriesRef.current?.update(last);
    box.dataset.bars = String(count);
    box.dataset.lastClose = String(last.close);
    if (summaryRef.current) {
      summaryRef.current.textContent = `${symbol} ${resolution}: last candle open ${last.open}, high ${last.high}, low ${last.low}, close ${last.close}`;
    }
  }, [drawn, last, count, symbol, resolution]);

  // DOM only: the lines follow the position (a stop-loss edited, a position closed) without
  // redrawing the candles.
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
        {shown === 'ready' && count === 0 && (
          <div className={css.chartOverlay}>No candles for {symbol} yet.</div>
        )}
      </div>
      <span ref={summaryRef} className={css.visuallyHidden} aria-live="off" />
    </>
  );
}
