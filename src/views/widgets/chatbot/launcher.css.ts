import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { breakpoints, layout, radius, space, vars } from '../../theme/vars.css.ts';

// A field focused by tab or tap scrolls clear of the launcher instead of under it.
globalStyle('html', {
  scrollPaddingBottom: layout.chatLauncherClearance,
  timelineScope: layout.launcherCoverTimeline,
});

const tuckedAway = { opacity: 0, visibility: 'hidden', transform: 'translateY(24px)' } as const;
const tuckAway = keyframes({ from: tuckedAway, to: tuckedAway });

// The end of every page keeps the launcher's corner free, so the last button or line of a page can
// always be scrolled out from under it.
globalStyle('#main::after', {
  content: '""',
  display: 'block',
  height: layout.chatLauncherClearance,
});

/** A phone or tablet (the desktop layout starts at 960 px). */
const phoneScreen = 'screen and (max-width: 959px)';
/** The signed-in shell: it has the bottom tab bar (shown below 960 px). */
const signedInPhone = 'body:has(nav[aria-label="Tabs"])';

/** The trade screen's docked ticket (a desktop), open on a contract: it shows its figures. */
const openDockedTicket = 'body:has([data-testid="docked-ticket"] [data-testid="ticket-figures"])';

/** Bottom right of every screen; above the phone tab bar on the signed-in screens. */
export const dock = style({
  position: 'fixed',
  right: space.lg,
  bottom: space.lg,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: space.md,
  pointerEvents: 'none',
  selectors: {
    [`${signedInPhone} &`]: {
      '@media': {
        [phoneScreen]: { bottom: `calc(${layout.tabBarHeight} + ${space.md})` },
      },
    },
  },
  '@media': { [breakpoints.desktop]: { right: space.xl, bottom: space.xl } },
});

export const launcher = style({
  pointerEvents: 'auto',
  display: 'grid',
  placeItems: 'center',
  width: layout.chatLauncherSize,
  height: layout.chatLauncherSize,
  borderRadius: radius.pill,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.color.shadow,
  cursor: 'pointer',
  transition: 'transform 200ms ease, opacity 200ms ease',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    // Tucked away while the page scrolls down; focus by keyboard always brings it back.
    '&[data-tucked="true"]:not(:focus-visible)': {
      transform: `translateY(calc(100% + ${space.xl}))`,
      opacity: 0,
    },
    // The trade screen's ticket, docked in the right column, reaches the bottom of the screen
    // once open (its figures and its Review button): the launcher steps aside until it is shut.
    [`${openDockedTicket} &:not([aria-expanded="true"])`]: tuckedAway,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // A wide table (the option chain, nine figures a side) reaches the right edge on a phone and
    // on a desktop alike: while it crosses the launcher's strip at the bottom of the screen (from
    // its top edge entering the screen until its bottom edge is 140 px up, clear of the launcher
    // even above the tab bar), the launcher tucks away. No script: the page's scroll drives it.
    screen: {
      animationName: tuckAway,
      animationDuration: 'auto',
      animationTimingFunction: 'linear',
      animationFillMode: 'none',
      animationTimeline: layout.launcherCoverTimeline,
      animationRange: 'cover 0% entry calc(100% + 140px)',
    },
    // A signed-in phone screen is figures to its right edge (position cards, order cards, the
    // wallet's tables, the trade screen's tabs), so there the launcher shows only where it covers
    // none: on a page that does not scroll (its end keeps the launcher's strip free, #main::after
    // above), or once the page is scrolled to its end (the last 24 px, less than the strip's
    // spare room). Anywhere else it tucks away; the page's own scroll drives it, no script.
    [phoneScreen]: {
      selectors: {
        // Not while the chat is open: then it is the chat's close button.
        [`${signedInPhone} &:not([aria-expanded="true"])`]: {
          animationName: `${tuckAway}, ${tuckAway}`,
          animationTimeline: `${layout.launcherCoverTimeline}, scroll(root block)`,
          animationRange: 'cover 0% entry calc(100% + 140px), 0% calc(100% - 24px)',
        },
      },
    },
  },
});
