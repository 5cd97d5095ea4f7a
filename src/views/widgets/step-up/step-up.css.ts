import { style } from '@vanilla-extract/css';
import { space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const dialog = style(kit.dialog('min(420px, calc(100vw - 32px))'));

export const body = style({
  ...kit.sheet,
  display: 'grid',
  gap: space.md,
});

export const title = style({ margin: 0, fontSize: '1.15rem' });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
