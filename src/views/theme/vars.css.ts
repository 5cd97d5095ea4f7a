import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    accentSoft: null,
    positive: null,
    negative: null,
    warningSoft: null,
    warningText: null,
    focus: null,
    shadow: null,
    headerGlass: null,
  },
});

createGlobalTheme(':root', vars, {
  color: {
    page: '#f5f6fa',
    surface: '#ffffff',
    surfaceMuted: '#eceff5',
    text: '#111827',
    textMuted: '#525c70',
    border: '#dde2ec',
    accent: '#4c4ce6',
    accentHover: '#3b3bc9',
    onAccent: '#ffffff',
    accentSoft: '#e7e7fd',
    positive: '#0b7a43',
    negative: '#c42b31',
    warningSoft: '#fff4db',
    warningText: '#6b4a00',
    focus: '#4c4ce6',
    shadow: '0 6px 24px rgba(17, 24, 39, 0.08)',
    headerGlass: 'rgba(245, 246, 250, 0.85)',
  },
});

createGlobalTheme(':root.dark', vars, {
  color: {
    page: '#0a0d13',
    surface: '#121722',
    surfaceMuted: '#1a2130',
    text: '#e8ebf2',
    textMuted: '#9aa5bb',
    border: '#252e40',
    accent: '#8f8fff',
    accentHover: '#a9a9ff',
    onAccent: '#0a0d13',
    accentSoft: '#20224a',
    positive: '#3ccf83',
    negative: '#ff6b6b',
    warningSoft: '#2b2411',
    warningText: '#f3d58a',
    focus: '#a9a9ff',
    shadow: '0 6px 24px rgba(0, 0, 0, 0.45)',
    headerGlass: 'rgba(10, 13, 19, 0.85)',
  },
});

export const space = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' };
export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' };
export const breakpoints = { desktop: 'screen and (min-width: 960px)' };
export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
};
export const layout = {
  headerHeight: '64px',
  tabBarHeight: '64px',
  contentWidth: '1200px',
  chatLauncherSize: '56px',
  /** The strip at the bottom of the viewport the chat launcher may cover (size and margins). */
  chatLauncherClearance: `calc(56px + 2 * ${space.lg})`,
  /** The view timeline of content the chat launcher must not float over on a phone (a wide table). */
  launcherCoverTimeline: '--covers-chat-launcher',
};
