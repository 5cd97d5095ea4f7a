import { keyframes, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: space.xs,
  height: '40px',
  padding: `0 ${space.md}`,
  '@media': { 'screen and (max-width: 359px)': { padding: `0 ${space.sm}` } },
  ...kit.framed('md'),
  color: vars.color.text,
  textDecoration: 'none',
  lineHeight: '38px',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/**
 * The currency's code; on the narrowest phones (under 360 px) it gives its room to the header's
 * seven controls: the currency toggle beside the badge names the currency, and so does the
 * badge's accessible name.
 */
export const code = style({
  fontSize: '12px',
  fontWeight: 700,
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 359px)': { display: 'none' } },
});

export const amount = style({ fontWeight: 700 });

export const reconnecting = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3px',
  alignSelf: 'center',
  fontSize: '11px',
  fontWeight: 600,
  lineHeight: 1,
  color: vars.color.warningText,
  background: vars.color.warningSoft,
  borderRadius: radius.pill,
  padding: '3px 6px',
});

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${turn} 1.2s linear infinite` },
  },
});
