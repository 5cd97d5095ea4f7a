import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/vars.css.ts';
import * as kit from './style-kit.ts';

export const heading = style({
  fontSize: 'clamp(28px, 4vw, 40px)',
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  marginBottom: space.md,
});

export const lead = style({ fontSize: '18px', color: vars.color.textMuted, maxWidth: '60ch' });

export const notice = style({
  ...kit.row(space.md, 'flex-start'),
  marginTop: space.xl,
  ...kit.card(space.lg, 'lg', vars.color.warningSoft),
  color: vars.color.warningText,
  maxWidth: '70ch',
});

export const noticeTitle = style({ fontWeight: 700, margin: 0 });

export const noticeText = style({ margin: `${space.xs} 0 0` });
