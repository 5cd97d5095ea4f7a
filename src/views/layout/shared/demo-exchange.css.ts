import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

/** The "demo exchange" strip: in the page's flow at the top of <main>, so it covers nothing. */
export const demoBanner = style({
  ...kit.row(space.sm),
  margin: `0 0 ${space.md}`,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  border: `1px solid ${vars.color.border}`,
  fontSize: '14px',
  fontWeight: 600,
  lineHeight: 1.4,
});

/** The icon keeps its size when the words wrap on a phone. */
globalStyle(`${demoBanner} > svg`, { flexShrink: 0 });
