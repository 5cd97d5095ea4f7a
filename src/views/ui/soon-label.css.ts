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
  /** Over the top-right corner of a tab's icon (the phone tab bar has no room beside the text). */
  corner: [base, { position: 'absolute', top: '2px', left: 'calc(50% + 6px)', fontSize: '10px' }],
});
