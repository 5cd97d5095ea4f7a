import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const anchor = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: '220px',
  ...kit.card(space.sm),
  boxShadow: vars.color.shadow,
  zIndex: 40,
});

export const title = style({
  fontSize: '13px',
  fontWeight: 700,
  color: vars.color.textMuted,
  margin: `${space.xs} ${space.sm} ${space.sm}`,
});

export const item = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  fontSize: '15px',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const message = style({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: vars.color.accentSoft,
});

export const messageText = style({ margin: `0 0 ${space.xs}` });

export const messageLink = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
