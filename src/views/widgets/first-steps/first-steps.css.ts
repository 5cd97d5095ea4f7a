import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  padding: space.lg,
  marginBottom: space.lg,
});
export const title = style({ fontSize: '16px', margin: `0 0 ${space.md}` });
export const list = style(kit.stackList(space.sm));
export const item = style({
  ...kit.row(space.sm),
  flexWrap: 'wrap',
});
export const done = style({ color: vars.color.positive, flexShrink: 0 });
export const todo = style({ color: vars.color.textMuted, flexShrink: 0 });
export const doneLabel = style({ color: vars.color.textMuted, textDecoration: 'line-through' });
export const action = style({ marginLeft: 'auto', color: vars.color.accent, fontWeight: 600 });
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
