import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/vars.css.ts';
import * as kit from '../ui/style-kit.ts';

export const sessionList = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sessionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  ...kit.card(space.md, 'md', vars.color.surfaceMuted),
});

export const sessionMain = style({ display: 'grid', gap: space.xs, minWidth: 0 });

export const device = style({
  ...kit.wrapRow(space.sm),
  margin: 0,
  fontWeight: 700,
});

export const currentBadge = style({
  display: 'inline-block',
  padding: `2px ${space.sm}`,
  borderRadius: radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: '12px',
  fontWeight: 700,
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '14px',
  fontFamily: font.body,
});

export const confirm = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
});

export const toggleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.md,
});

export const toggleText = style({ display: 'grid', gap: space.xs });

export const toggleLabel = style({ fontWeight: 700, cursor: 'pointer' });

export const toggle = style({
  flex: 'none',
  width: '22px',
  height: '22px',
  marginTop: '2px',
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'progress' } },
});

export const success = style({
  ...kit.row(space.sm),
  margin: 0,
  fontWeight: 700,
  color: vars.color.positive,
});
