import { style, styleVariants } from '@vanilla-extract/css';
import { radius, vars } from '../theme/vars.css.ts';

const base = style({
  display: 'inline-block',
  padding: '0 6px',
  borderRadius: radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: '11px',
  fontWeight: 600,
  lineHeight: '16px',
  whiteSpace: 'nowrap',
});

export const soon = styleVariants({
  inline: [base, { marginLeft: '6px', verticalAlign: 'middle' }],
  /** In the top-right corner of a phone tab (no room beside its text). */
  corner: [
    base,
    { position: 'absolute', top: '2px', right: '2px', padding: '0 4px', fontSize: '10px' },
  ],
  /** Over the top edge of an icon button. */
  badge: [
    base,
    { position: 'absolute', top: '-10px', right: '-2px', padding: '0 4px', fontSize: '10px' },
  ],
});
