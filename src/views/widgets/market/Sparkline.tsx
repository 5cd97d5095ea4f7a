import * as css from './market.css.ts';

const WIDTH = 240;
const HEIGHT = 40;

/** An SVG line of recent prices, coloured by direction (first point to last). */
export function Sparkline({ points, label }: { points: readonly number[]; label: string }) {
  if (points.length < 2) {
    return <svg className={css.sparkline} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden />;
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    if (p < min) min = p;
    if (p > max) max = p;
  }
  const span = max - min || 1;
  const step = WIDTH / (points.length - 1);
  const d = points
    .map(
      (p, i) =>
        `${(i * step).toFixed(1)},${(HEIGHT - 2 - ((p - min) / span) * (HEIGHT - 4)).toFixed(1)}`,
    )
    .join(' ');
  const up = (points.at(-1) ?? 0) >= (points[0] ?? 0);
  return (
    <svg
      className={`${css.sparkline} ${up ? css.positive : css.negative}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <polyline
        points={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
