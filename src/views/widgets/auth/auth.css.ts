import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const layout = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${space.lg} 0 ${space.xxl}`,
  '@media': { [breakpoints.desktop]: { padding: `${space.xxl} 0` } },
});

export const card = style({
  width: '100%',
  maxWidth: '460px',
  ...kit.card(`${space.xl} ${space.lg}`),
  boxShadow: vars.color.shadow,
  '@media': { [breakpoints.desktop]: { padding: space.xxl } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  marginBottom: space.lg,
});

export const title = style({
  fontSize: '28px',
  lineHeight: 1.2,
  letterSpacing: '-0.02em',
  margin: `0 0 ${space.sm}`,
  scrollMarginTop: '96px',
  // Focus lands here when a flow moves on a step; a heading needs no focus ring.
  selectors: { '&:focus': { outline: 'none' } },
});

export const lead = style({ color: vars.color.textMuted, margin: `0 0 ${space.xl}` });

export const form = style({ display: 'grid', gap: space.lg });

export const field = style({ display: 'grid', gap: space.xs });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space.sm,
});

export const label = style({ fontWeight: 600, fontSize: '14px' });

export const optional = style({ fontWeight: 400, color: vars.color.textMuted });

export const input = style({
  width: '100%',
  minHeight: '44px',
  ...kit.control(),
  fontSize: '16px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.negative },
    '&:read-only': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&:disabled': { opacity: 0.7 },
  },
});

export const otpInput = style([
  input,
  {
    fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    fontSize: '22px',
    letterSpacing: '0.5em',
    textAlign: 'center',
  },
]);

export const inputWrap = style({ position: 'relative', display: 'flex' });

export const reveal = style({
  position: 'absolute',
  right: space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

globalStyle(`${inputWrap} > input`, { paddingRight: '44px' });

export const hint = style({ fontSize: '13px', color: vars.color.textMuted, margin: 0 });

export const fieldError = style({
  ...kit.row(space.xs, 'flex-start'),
  fontSize: '14px',
  color: vars.color.negative,
  margin: 0,
});

export const alert = style({
  ...kit.callout(vars.color.negative, vars.color.negative),
  fontSize: '14px',
  margin: 0,
});

export const notice = style({
  ...kit.row(space.sm, 'flex-start'),
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: '14px',
  margin: 0,
});

globalStyle(`${alert} > svg, ${notice} > svg, ${fieldError} > svg`, {
  flexShrink: 0,
  marginTop: '2px',
});

export const submit = style({ width: '100%', minHeight: '46px' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.sm,
});

export const link = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** A secondary link under a form's button (e.g. "Forgot password?"). */
export const aside = style({ alignSelf: 'center', fontSize: '0.875rem' });

export const linkButton = style([
  link,
  {
    border: 0,
    padding: 0,
    background: 'transparent',
    cursor: 'pointer',
    fontSize: '14px',
    selectors: {
      '&:disabled': {
        color: vars.color.textMuted,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
    },
  },
]);

export const footer = style({
  marginTop: space.xl,
  paddingTop: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '15px',
  textAlign: 'center',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '14px', margin: 0 });

export const checks = style({
  ...kit.bareList,
  ...kit.columns('1fr 1fr', `${space.xs} ${space.md}`),
  fontSize: '13px',
});

// The special-character rule names all seven characters: it takes the whole row.
globalStyle(`${checks} > li:last-child`, { gridColumn: '1 / -1' });
globalStyle(`${checks} svg`, { flexShrink: 0 });

export const check = styleVariants({
  met: { display: 'flex', gap: space.xs, alignItems: 'center', color: vars.color.positive },
  unmet: { display: 'flex', gap: space.xs, alignItems: 'center', color: vars.color.textMuted },
});

export const steps = style({
  listStyle: 'none',
  margin: `0 0 ${space.xl}`,
  padding: 0,
  ...kit.columns('repeat(4, 1fr)', space.sm),
});

export const step = style({ display: 'grid', gap: space.xs, fontSize: '12px' });

export const stepBar = styleVariants({
  done: { height: '4px', borderRadius: radius.pill, background: vars.color.accent },
  current: { height: '4px', borderRadius: radius.pill, background: vars.color.accent },
  todo: { height: '4px', borderRadius: radius.pill, background: vars.color.border },
});

export const stepLabel = styleVariants({
  done: { color: vars.color.textMuted },
  current: { color: vars.color.text, fontWeight: 700 },
  todo: { color: vars.color.textMuted },
});

export const success = style({ display: 'grid', gap: space.lg, justifyItems: 'start' });

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
  color: vars.color.accent,
});
