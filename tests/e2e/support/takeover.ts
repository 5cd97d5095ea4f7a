/**
 * How long a test waits for the app to take over a prerendered page (its buttons enabled). On
 * `/markets` the start (framework, root system, React DOM, the page's widgets) takes 1–2 s in a
 * browser alone on this 2-core machine, and 2.4–8.2 s with long tasks of up to 1.2 s while the
 * other Playwright worker's browser shares the cores (measured 2026-11-24 with both browsers traced
 * with a screencast, which the suite no longer records; docs/performance.md).
 */
export const TAKEOVER = { timeout: 15_000 } as const;
