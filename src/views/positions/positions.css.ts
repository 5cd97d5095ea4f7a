import { keyframes, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../theme/vars.css.ts';
import * as data from '../ui/data.css.ts';
import * as kit from '../ui/style-kit.ts';
export const totals = data.fourUp;
export const field = data.field;

export const page = style(kit.columns('minmax(0, 1fr)', space.xl));

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: space.md,
  flexWrap: 'wrap',
});

const box = data.surfaceBox;

export const total = style([box, { padding: space.lg, display: 'grid', gap: space.xs }]);
export const label = style({ fontSize: '13px', color: vars.color.textMuted, fontWeight: 600 });
export const value = style({
  fontSize: 'clamp(18px, 2.4vw, 22px)',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const positive = style({ color: vars.color.positive });
export const negative = style({ color: vars.color.negative });

export const list = style({
  display: 'grid',
  gap: space.lg,
  ...kit.bareList,
});

export const card = style([box, { padding: space.lg, display: 'grid', gap: space.md }]);
export const atRiskCard = style({ borderColor: vars.color.negative });

export const cardHead = style({
  ...kit.row(space.sm),
  flexWrap: 'wrap',
});

export const symbol = style({ fontSize: '18px', fontWeight: 700, margin: 0 });

export const pill = style({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: radius.pill,
  fontSize: '12px',
  fontWeight: 700,
  background: vars.color.surfaceMuted,
});
export const long = style({ color: vars.color.positive });
export const short = style({ color: vars.color.negative });
export const risk = style({ background: vars.color.negative, color: '#fff' });
export const staleTag = style({
  color: vars.color.warningText,
  background: vars.color.warningSoft,
});

export const stats = style({
  ...kit.columns('repeat(auto-fill, minmax(150px, 1fr))', `${space.sm} ${space.lg}`),
  margin: 0,
});

export const stat = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const statValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const row = style(kit.wrapRow(space.sm, 'flex-end'));

export const input = style({
  minHeight: '40px',
  width: '9.5em',
  ...kit.control(),
  fontVariantNumeric: 'tabular-nums',
});

export const banner = style({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontWeight: 600,
});

export const notice = style({ margin: 0, color: vars.color.textMuted });

export const confirm = style([
  box,
  {
    padding: space.lg,
    display: 'grid',
    gap: space.md,
    borderColor: vars.color.negative,
  },
]);

const shimmer = keyframes({
  '0%': { opacity: 0.55 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.55 },
});

export const skeleton = style([
  box,
  {
    height: '148px',
    background: vars.color.surfaceMuted,
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export const empty = style([
  box,
  { padding: space.xl, display: 'grid', gap: space.md, justifyItems: 'start' },
]);

/** The SL/TP editor's refusal, in words under its fields. */
export const stopsError = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.negative,
  fontSize: '14px',
  fontWeight: 600,
});

/** The open or closed tab's panel: its parts as far apart as the page's. */
export const panel = style(kit.columns('minmax(0, 1fr)', space.xl));
