import * as css from './margin-bar.css.ts';
import { useMarginLevel } from './use-margin-bar.ts';

const NOTE = {
  safe: 'Liquidation at 100%.',
  warning: 'Margin alert: add margin or reduce the position. Liquidation at 100%.',
  danger: 'Close to liquidation at 100%.',
} as const;

/** A position's margin ratio as a bar: amber from 80%, red from 90%, liquidation at 100%. */
export function MarginBar({ symbol, ratio }: { symbol: string; ratio: number }) {
  const level = useMarginLevel(symbol);
  const percent = Number.isFinite(ratio) ? ratio * 100 : 100;
  const shown = Math.min(100, Math.max(0, percent));
  return (
    <div className={css.wrap} data-testid="margin-bar" data-level={level}>
      <div className={css.head}>
        <span>Margin ratio</span>
        <span className={css.figure}>{percent > 100 ? 'over 100%' : `${percent.toFixed(1)}%`}</span>
      </div>
      <div className={css.track} aria-hidden>
        <div className={css.fill[level]} style={{ width: `${shown}%` }} />
        <span className={css.tick} style={{ left: '80%' }} aria-hidden />
        <span className={css.tick} style={{ left: '90%' }} aria-hidden />
      </div>
      <p className={css.note[level]}>{NOTE[level]}</p>
    </div>
  );
}
