import { useEffect, useRef, useState } from 'react';
import type { MarketEntry } from '../../../../contracts/market.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { useTheme } from '../../../hooks/use-theme.ts';
import { toDisplay } from '../format.ts';
import { marketApi, marketStore } from '../hooks.ts';
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

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; empty: boolean }
  | { status: 'failed'; error: string };

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
export function CandleChart({ symbol, resolution }: { symbol: string; resolution: ResolutionId }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLSpanElement>(null);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const currency = useCurrency();
  const theme = useTheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const periodMs = RESOLUTIONS.find((r) => r.id === resolution)?.ms ?? 60_000;
    let disposed = false;
    let cleanup = () => {};
    setLoad({ status: 'loading' });

    (async () => {
      const [charts, candles] = await Promise.all([
        import('lightweight-charts'),
        marketApi.candles(symbol, resolution, Date.now() - HISTORY_BARS * periodMs, Date.now()),
      ]);
      if (disposed) return;
      const style = getComputedStyle(box);
      const text = style.color;
      const grid = style.getPropertyValue('border-top-color') || 'rgba(128,128,128,0.2)';
      const chart = charts.createChart(box, {
        autoSize: true,
        layout: { background: { color: 'transparent' }, textColor: text, attributionLogo: false },
        grid: { vertLines: { color: grid }, horzLines: { color: grid } },
        rightPriceScale: { borderColor: grid },
        timeScale: { borderColor: grid, timeVisible: periodMs < 86_400_000 },
      });
      const series = chart.addSeries(charts.CandlestickSeries, {
        upColor: '#16a34a',
        downColor: '#dc2626',
        wickUpColor: '#16a34a',
        wickDownColor: '#dc2626',
        borderVisible: false,
      });
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
      setLoad({ status: 'ready', empty: bars.length === 0 });

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
        chart.remove();
      };
    })().catch((error: unknown) => {
      if (!disposed) setLoad({ status: 'failed', error: (error as Error).message });
    });

    return () => {
      disposed = true;
      cleanup();
    };
  }, [symbol, resolution, currency, theme, attempt]);

  return (
    <>
      {load.status === 'failed' && (
        <ErrorState
          message={`The chart is unavailable: ${load.error}`}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <div
        ref={boxRef}
        className={css.chartBox}
        data-testid="candle-chart"
        data-status={load.status}
        role="img"
        aria-label={`${symbol} candlestick chart, ${resolution}`}
      >
        {load.status === 'loading' && <div className={css.chartOverlay}>Loading candles…</div>}
        {load.status === 'ready' && load.empty && (
          <div className={css.chartOverlay}>No candles for {symbol} yet.</div>
        )}
      </div>
      <span ref={summaryRef} className={css.visuallyHidden} aria-live="off" />
    </>
  );
}
