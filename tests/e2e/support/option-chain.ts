import { expect, type Locator, type Page } from '@playwright/test';

/** The option chain's row at the money (one per chain). */
export const atmRow = (page: Page): Locator =>
  page.locator('[data-testid="chain-row"][data-atm="true"]');

/** No cell of `table` is cut off: each one's text fits its width (within a pixel). */
export async function expectNoCellCut(table: Locator): Promise<void> {
  const cut = await table
    .locator('td, th')
    .evaluateAll((all) =>
      all
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => `${cell.textContent} (${cell.scrollWidth} > ${cell.clientWidth})`),
    );
  expect(cut).toEqual([]);
}
