import { expect, type Page, test } from '@playwright/test';
import { BTC, traderWithOrderAndPositions } from './support/open-book.ts';

const LOAD = { timeout: 20_000 } as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What each page shows of the trader's book once its data is in. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  '/futureCharts': async (page) => {
    await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-bars', /\d+/, LOAD);
    await expect(page.getByTestId('ticker-last')).toHaveText(/\d/, LOAD);
  },
  '/orders': (page) => expect(page.getByRole('row').filter({ hasText: BTC })).toHaveCount(1, LOAD),
  '/positions': (page) =>
    expect(page.getByRole('heading', { name: BTC, exact: true })).toBeVisible(LOAD),
  '/wallet': (page) => expect(page.getByTestId('transaction-row').first()).toBeVisible(LOAD),
};

/** The launcher's box while a person can see it, or null while it is tucked away. */
async function shownLauncher(page: Page): Promise<Box | null> {
  const launcher = page.getByRole('button', { name: /^(Open|Close) .* chat$/ });
  if (!(await launcher.isVisible())) return null;
  const seen = await launcher.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0.05;
  });
  return seen ? await launcher.boundingBox() : null;
}

/**
 * The figures under the launcher: the text of every table cell, card figure (dt/dd) and button
 * in a cell, as drawn (clipped by the boxes that scroll it), that meets the launcher's box; and
 * whether it meets the chart's price axis.
 */
const covered = (page: Page, launcher: Box) =>
  page.evaluate((box) => {
    const meets = (r: { left: number; right: number; top: number; bottom: number }) =>
      r.left < box.x + box.width &&
      box.x < r.right &&
      r.top < box.y + box.height &&
      box.y < r.bottom;
    /** A rect clipped by every ancestor that clips its content. */
    const clipped = (el: Element, rect: DOMRect) => {
      let r = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
      for (let up = el.parentElement; up !== null; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = up.getBoundingClientRect();
        r = {
          left: Math.max(r.left, c.left),
          right: Math.min(r.right, c.right),
          top: Math.max(r.top, c.top),
          bottom: Math.min(r.bottom, c.bottom),
        };
      }
      return r.right > r.left && r.bottom > r.top ? r : null;
    };
    const hits: string[] = [];
    for (const cell of document.querySelectorAll('main td, main th, main dd, main dt')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim() === '') continue;
        const parent = node.parentElement as Element;
        const style = getComputedStyle(parent);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const shown = clipped(parent, rect);
          if (shown !== null && meets(shown)) hits.push((node.textContent ?? '').trim());
        }
      }
    }
    // A button (the ticket's Review, a card's Cancel) is covered by its box.
    for (const button of document.querySelectorAll('main button, main input, main select')) {
      const style = getComputedStyle(button);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const shown = clipped(button, button.getBoundingClientRect());
      if (shown !== null && meets(shown)) {
        hits.push(
          button.getAttribute('aria-label') ?? button.textContent?.trim() ?? button.tagName,
        );
      }
    }
    let axis: string | null = null;
    const chart = document.querySelector('[data-testid="candle-chart"] table tr');
    if (chart !== null) {
      const cells = [...chart.children].filter((td) => td.getBoundingClientRect().width > 0);
      const pane = cells.reduce((a, b) =>
        a.getBoundingClientRect().width >= b.getBoundingClientRect().width ? a : b,
      );
      for (const td of cells) {
        if (td === pane) continue;
        const r = td.getBoundingClientRect();
        if (meets(r)) axis = `price axis at x ${Math.round(r.left)}–${Math.round(r.right)}`;
      }
    }
    return { hits, axis };
  }, launcher);

for (const width of [1440, 390] as const) {
  test(`at ${width} px the chat launcher covers neither the chart's price axis nor any table cell or card figure on /futureCharts, /orders, /positions and /wallet`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await traderWithOrderAndPositions(page, request, `launcher-${width}`);
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    const problems: string[] = [];
    let judged = 0;
    // The trade screen twice on a desktop: with the docked ticket shut, then open (Buy / Long).
    const visits = [...Object.keys(READY), ...(width === 1440 ? ['/futureCharts#ticket'] : [])];
    for (const visit of visits) {
      const route = visit.replace('#ticket', '');
      await page.goto(route);
      await (READY[route] as (page: Page) => Promise<void>)(page);
      if (visit.endsWith('#ticket')) {
        await page.getByRole('button', { name: 'Buy / Long' }).click();
        await expect(page.getByTestId('ticket-figures')).toBeVisible(LOAD);
      }
      const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
      for (const y of [0, height / 3, (2 * height) / 3, height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // The launcher comes back once the scroll has settled.
        await page.waitForTimeout(700);
        const launcher = await shownLauncher(page);
        if (launcher === null) {
          // At the end of the page, where its strip is kept free, the launcher is there to use.
          if (y === height && !visit.endsWith('#ticket')) {
            problems.push(`${visit}: no launcher at the end of the page`);
          }
          continue;
        }
        judged++;
        const { hits, axis } = await covered(page, launcher);
        if (hits.length > 0)
          problems.push(`${route} at scroll ${Math.round(y)}: ${hits.join(' | ')}`);
        if (axis !== null) problems.push(`${route} at scroll ${Math.round(y)}: ${axis}`);
      }
    }
    expect(problems).toEqual([]);
    // The launcher was on screen to be judged, not only ever tucked away.
    expect(judged).toBeGreaterThanOrEqual(4);
  });
}
