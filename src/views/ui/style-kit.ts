import { radius, space, vars } from '../theme/vars.css.ts';

/**
 * Plain style objects that the features' *.css.ts files spread into their own rules: the same
 * declarations as before, said once. They are objects, not classes, so a rule that spreads one
 * still compiles to one class with the same CSS.
 */

type Round = keyof typeof radius;

/** A rounded box with the theme's 1px border on a background (the surface unless named). */
export const framed = (round: Round, background: string = vars.color.surface) =>
  ({
    borderRadius: radius[round],
    border: `1px solid ${vars.color.border}`,
    background,
  }) as const;

/** An input, select or chip: side padding, the framed box on the page colour, body text. */
export const control = (round: Round = 'md', background: string = vars.color.page) =>
  ({
    padding: `0 ${space.md}`,
    ...framed(round, background),
    color: vars.color.text,
  }) as const;

/** Items side by side, centred on the cross axis (or aligned as named). */
export const row = (gap: string, alignItems = 'center') =>
  ({ display: 'flex', alignItems, gap }) as const;

/** Items side by side that take a second line when they do not fit. */
export const wrapRow = (gap: string, alignItems = 'center') =>
  ({ display: 'flex', flexWrap: 'wrap', alignItems, gap }) as const;

/** Items at both ends of a line. */
export const spread = (gap: string) =>
  ({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap }) as const;

/** A grid of the named columns. */
export const columns = (gridTemplateColumns: string, gap: string) =>
  ({ display: 'grid', gridTemplateColumns, gap }) as const;

/** A list without bullets or indent. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A button or tab that starts from no browser style at all. */
export const bareButton = { all: 'unset', cursor: 'pointer' } as const;

/** The focus outline of the bare buttons. */
export const focusOutline = { outline: `2px solid ${vars.color.focus}` } as const;
