import { style } from '@vanilla-extract/css';
import { breakpoints, radius, space, vars } from '../../theme/vars.css.ts';
import * as data from '../../ui/data.css.ts';
import * as kit from '../../ui/style-kit.ts';
export const { table, numeric } = data;
export const cards = data.fourUp;
export const th = data.th.roomy;
export const td = data.td.roomy;

export const page = style({ display: 'grid', gap: space.xl });

/** A bordered box on the surface colour: the balance cards and the panels. */
const box = style([data.surfaceBox, { display: 'grid' }]);

export const card = style([box, { padding: space.lg, gap: space.xs, minWidth: 0 }]);

export const cardLabel = style({ fontSize: '13px', color: vars.color.textMuted, fontWeight: 600 });

export const cardValue = style({
  fontSize: 'clamp(18px, 2.4vw, 24px)',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const grandCard = style({
  borderColor: vars.color.accent,
  background: vars.color.accentSoft,
});

export const forms = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const panel = style([box, { padding: space.xl, gap: space.lg, alignContent: 'start' }]);

export const panelTitle = style({ fontSize: '20px', margin: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '14px' });

export const quick = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const chip = style({
  minHeight: '36px',
  ...kit.control('pill'),
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });

export const historyHead = style({
  ...kit.spread(space.md),
  flexWrap: 'wrap',
});

export const select = style({
  minHeight: '40px',
  ...kit.control(),
});

export const status = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: radius.pill,
  fontSize: '12px',
  fontWeight: 700,
  background: vars.color.surfaceMuted,
});

export const statusFailed = style({ color: vars.color.negative });
export const statusPending = style({
  color: vars.color.warningText,
  background: vars.color.warningSoft,
});
export const statusCompleted = style({ color: vars.color.positive });

export const credit = style({ color: vars.color.positive });
export const debit = style({ color: vars.color.negative });

/** Columns phones leave out (the table stays readable without sideways scrolling). */
export const desktopColumn = style({
  '@media': { 'screen and (max-width: 959px)': { display: 'none' } },
});

export const timeCell = style({ whiteSpace: 'normal', minWidth: '7em' });

/** The status under the type on phones, where the status column is left out. */
export const phoneOnly = style({
  display: 'block',
  width: 'fit-content',
  marginTop: '2px',
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});
