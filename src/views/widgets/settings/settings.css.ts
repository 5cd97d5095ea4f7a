import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const sections = style({
  display: 'grid',
  gap: space.xl,
  marginTop: space.xl,
  maxWidth: '720px',
});

export const section = style({
  display: 'grid',
  gap: space.md,
  ...kit.card(space.xl),
  boxShadow: vars.color.shadow,
  '@media': { 'screen and (max-width: 480px)': { padding: space.lg } },
});

export const sectionTitle = style({ fontSize: '20px', margin: 0 });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const state = style({ fontWeight: 700, margin: 0 });

export const qr = style({
  width: '220px',
  height: '220px',
  borderRadius: radius.md,
  background: '#ffffff',
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
});

export const secret = style({
  fontFamily: font.mono,
  fontSize: '15px',
  letterSpacing: '0.04em',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  display: 'inline-block',
  maxWidth: '100%',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  background: vars.color.surfaceMuted,
});

export const codes = style({
  ...kit.columns('repeat(auto-fill, minmax(140px, 1fr))', space.sm),
  margin: 0,
  padding: space.lg,
  listStyle: 'none',
  fontFamily: font.mono,
  fontSize: '16px',
  borderRadius: radius.md,
  background: vars.color.surfaceMuted,
});

export const form = style({ display: 'grid', gap: space.md, maxWidth: '360px' });
