import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';
import { input } from '../public-forms/forms.css.ts';

/** The spec's 320 x 620 px panel, shrunk only when the screen is smaller than that. */
export const panel = style({
  pointerEvents: 'auto',
  width: 'min(320px, calc(100vw - 32px))',
  height: 'min(620px, calc(100dvh - 112px))',
  display: 'flex',
  flexDirection: 'column',
  ...kit.framed('lg'),
  boxShadow: vars.color.shadow,
  overflow: 'hidden',
});

export const header = style({
  ...kit.row(space.sm),
  padding: `${space.md} ${space.lg}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const title = style({ fontSize: '16px', margin: 0, flex: 1 });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: radius.sm,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineColor: vars.color.onAccent } },
});

export const log = style({
  flex: 1,
  overflowY: 'auto',
  padding: space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

const bubble = style({
  maxWidth: '85%',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  fontSize: '14px',
  lineHeight: 1.45,
  display: 'grid',
  gap: '2px',
});

export const message = styleVariants({
  bot: [
    bubble,
    { alignSelf: 'flex-start', background: vars.color.surfaceMuted, color: vars.color.text },
  ],
  user: [
    bubble,
    { alignSelf: 'flex-end', background: vars.color.accent, color: vars.color.onAccent },
  ],
});

// 0.9: the time on the accent-coloured bubble keeps a 4.5:1 contrast (axe).
export const time = style({ fontSize: '12px', opacity: 0.9 });

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

export const typing = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  gap: '4px',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: vars.color.surfaceMuted,
  margin: `0 ${space.md} ${space.sm}`,
  width: 'fit-content',
});

export const dot = style({
  width: '7px',
  height: '7px',
  borderRadius: radius.pill,
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});

export const options = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: space.md,
  display: 'grid',
  gap: space.xs,
  maxHeight: '46%',
  overflowY: 'auto',
});

export const optionsLabel = style({
  fontSize: '12px',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
  margin: 0,
});

export const option = style({
  textAlign: 'left',
  ...kit.card(`${space.sm} ${space.md}`, 'md', vars.color.page),
  color: vars.color.text,
  fontSize: '14px',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const action = style({
  padding: `${space.xs} ${space.md}`,
  minHeight: '36px',
  ...kit.framed('pill'),
  color: vars.color.text,
  fontSize: '13px',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const supportForm = style({ display: 'grid', gap: space.xs });

export const supportMessage = style([input, { minHeight: '88px', resize: 'vertical' }]);

export const supportSend = style([
  action,
  {
    justifySelf: 'start',
    background: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
  },
]);
