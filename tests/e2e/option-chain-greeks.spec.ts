import { expect, test } from '@playwright/test';
import { atmRow, expectNoCellCut } from './support/option-chain.ts';

const LOAD = { timeout: 20_000 } as const;

test.use({ viewport: { width: 1440, height: 900 } });

test('the option chain shows Δ Γ Θ ν, IV and open interest per contract, none cut off, and the chat launcher covers no column', async ({
  page,
}) => {
  await page.goto('/markets?tab=options');
  const atm = atmRow(page);
  await expect(atm).toHaveCount(1, LOAD);
  const chain = page.getByTestId('option-chain');
  for (const [head, name] of [
    ['Δ', 'Delta'],
    ['Γ', 'Gamma'],
    ['Θ', 'Theta'],
    ['ν', 'Vega'],
    ['IV', 'Implied volatility'],
    ['OI', 'Open interest (contracts)'],
  ]) {
    // Once for the calls, once for the puts, each saying what it stands for.
    const heads = chain.locator(`th abbr[title="${name}"]`);
    await expect(heads).toHaveCount(2);
    await expect(heads.first()).toHaveText(head as string);
  }
  // The calls side of the money row: 10 figures (Vol OI ν Θ Γ Δ IV Bid Mark Ask), each a number.
  const callCells = atm.locator('td').filter({ hasNotText: '—' });
  await expect.poll(() => callCells.count(), LOAD).toBeGreaterThanOrEqual(10);
  const calls = (await atm.locator('td').allTextContents()).slice(0, 10);
  expect(
    calls.slice(0, 6).every((text) => /^-?\d+\.\d+$/.test(text.trim())),
    calls.join(' | '),
  ).toBe(true);
  expect(calls[6]).toMatch(/^\d+\.\d%$/);
  await expectNoCellCut(chain);

  // The launcher, wherever the page is scrolled, is over no cell of the chain.
  const launcher = page.getByRole('button', { name: /Open .* chat/ });
  for (const y of [0, 400, 10_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
    if (!(await launcher.isVisible())) continue;
    const l = await launcher.boundingBox();
    if (!l || (await launcher.evaluate((el) => getComputedStyle(el).opacity)) === '0') continue;
    const covered = await chain.locator('td, th').evaluateAll(
      (cells, box) =>
        cells.filter((cell) => {
          const r = cell.getBoundingClientRect();
          const visible = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return (
            visible !== null &&
            cell.contains(visible) === false &&
            r.x < box.x + box.width &&
            box.x < r.x + r.width &&
            r.y < box.y + box.height &&
            box.y < r.y + r.height
          );
        }).length,
      l,
    );
    expect(covered, `cells under the launcher at scroll ${y}`).toBe(0);
  }
});
