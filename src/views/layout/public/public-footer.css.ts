import { style } from '@vanilla-extract/css';
import { layout, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const footer = style({
  marginTop: space.xxl,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const grid = style({
  maxWidth: layout.contentWidth,
  margin: '0 auto',
  padding: `${space.xxl} ${space.lg}`,
  ...kit.responsiveColumns('1fr', '1.4fr 1fr 1fr 1.4fr', space.xl),
});

export const heading = style({
  fontSize: '14px',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  marginBottom: space.md,
});

export const list = style(kit.stackList(space.sm));

export const link = style({
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const tagline = style({
  color: vars.color.textMuted,
  maxWidth: '32ch',
  marginTop: space.md,
});

export const newsletterPlaceholder = style({ minHeight: '44px' });

export const social = style({
  display: 'flex',
  gap: space.sm,
  marginTop: space.lg,
  flexWrap: 'wrap',
  listStyle: 'none',
  padding: 0,
});

export const socialLink = style([
  link,
  {
    padding: `${space.xs} ${space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.pill,
    fontSize: '14px',
  },
]);

export const bottom = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${space.lg}`,
  // On a phone the last line sits above the chat launcher, not under it.
  '@media': {
    'screen and (max-width: 959px)': { paddingBottom: layout.chatLauncherClearance },
  },
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: '14px',
});
