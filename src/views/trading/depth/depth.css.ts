import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, font, radius, space, vars } from '../../theme/vars.css.ts';

export const panel = style({
  display: 'grid',
  gap: space.md,
  marginTop: space.lg,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1.4fr 1fr' } },
});

export const compactPanel = style({ display: 'grid', gap: space.md, marginTop: space.sm });

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  padding: space.md,
  minWidth: 0,
});

export const cardTitle = style({ margin: `0 0 ${space.sm}`, fontSize: '15px' });
export const muted = style({ color: vars.color.textMuted, fontSize: '13px', margin: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: font.mono,
  fontSize: '13px',
});

export const headCell = style({
  textAlign: 'right',
  fontFamily: font.body,
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: `2px ${space.sm}`,
});

export const cell = style({ textAlign: 'right', padding: `2px ${space.sm}`, position: 'relative' });

export const side = styleVariants({
  bid: { color: vars.color.positive },
  ask: { color: vars.color.negative },
});

/** The cumulative size bar behind a level, its width set inline. */
export const bar = styleVariants({
  bid: {
    position: 'absolute',
    insetBlock: 1,
    right: 0,
    background: vars.color.positive,
    opacity: 0.14,
    zIndex: 0,
    pointerEvents: 'none',
  },
  ask: {
    position: 'absolute',
    insetBlock: 1,
    right: 0,
    background: vars.color.negative,
    opacity: 0.14,
    pointerEvents: 'none',
  },
});

export const spread = style({
  textAlign: 'center',
  padding: `${space.xs} 0`,
  fontFamily: font.body,
  fontSize: '12px',
  color: vars.color.textMuted,
});

export const row = style({ position: 'relative' });

/** The total above its bar. */
export const overBar = style({ position: 'relative', zIndex: 1 });
