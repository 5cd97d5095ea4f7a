import { breakpoints, radius, space, vars } from '../theme/vars.css.ts';

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

/** The framed box with room inside: cards, panels, menus. */
export const card = (padding: string, round: Round = 'lg', background?: string) =>
  ({ padding, ...framed(round, background) }) as const;

/** A message beside its icon, edged in the message's colour. */
export const callout = (edge: string, color: string) =>
  ({
    ...row(space.sm, 'flex-start'),
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${edge}`,
    color,
    background: vars.color.surface,
  }) as const;

/** A status pill (KYC steps, referral states); the variants add its colours. */
export const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  fontSize: '13px',
  fontWeight: 600,
} as const;

/** A modal <dialog> of this width that shows only its sheet, over a dimmed page. */
export const dialog = (width: string) =>
  ({
    border: 0,
    padding: 0,
    background: 'transparent',
    width,
    selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' } },
  }) as const;

/** The sheet inside such a dialog. */
export const sheet = {
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: radius.lg,
  padding: space.xl,
} as const;

/** One column on a phone, the named columns on a desktop, tops aligned. */
export const sideBySide = (desktopColumns: string, gap: string = space.xl) =>
  ({
    display: 'grid',
    gap,
    alignItems: 'start',
    '@media': { [breakpoints.desktop]: { gridTemplateColumns: desktopColumns } },
  }) as const;

/** A raised card of rows (KYC, referral): its rows stay at the top when it is stretched. */
export const raisedCard = {
  ...card(space.xl),
  boxShadow: vars.color.shadow,
  display: 'grid',
  gap: space.lg,
  alignContent: 'start',
  minWidth: 0,
} as const;

/** A 40 px square of the soft accent with an icon in its middle. */
export const iconTile = {
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: radius.md,
  background: vars.color.accentSoft,
} as const;

/** The colours of a pill that says done (positive) or waiting (warning). */
export const tone = {
  positive: { background: 'rgba(11, 122, 67, 0.14)', color: vars.color.positive },
  warning: { background: vars.color.warningSoft, color: vars.color.warningText },
} as const;

/** `phone` columns, and `desktop` ones on a desktop. */
export const responsiveColumns = (phone: string, desktop: string, gap: string) =>
  ({
    ...columns(phone, gap),
    '@media': { [breakpoints.desktop]: { gridTemplateColumns: desktop } },
  }) as const;

/** A bare list whose items stack with this gap. */
export const stackList = (gap: string) => ({ ...bareList, display: 'grid', gap }) as const;
