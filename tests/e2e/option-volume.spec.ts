import { expect, test } from '@playwright/test';
import { atmRow, expectNoCellCut } from './support/option-chain.ts';
import { deskTraderOnPositions } from './support/trading.ts';

const LOAD = { timeout: 20_000 } as const;
const SHOTS = 'docs/screenshots';
const VOLUME = 'Volume, 24 h (contracts)';

test("the option chain shows each contract's 24 h volume on a desktop, and a trade adds its size to that contract's volume; a phone keeps IV and mark and fits", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await deskTraderOnPositions(page, request, 'option-volume');
  await page
    .getByRole('navigation', { name: 'Trading' })
    .getByRole('link', { name: 'Options' })
    .click();
  const chain = page.getByTestId('option-chain');
  const atm = atmRow(page);
  await expect(atm).toHaveCount(1, LOAD);
  // Vol heads each side, saying what they count; the calls' first column, the puts' last.
  const heads = chain.locator(`th abbr[title="${VOLUME}"]`);
  await expect(heads).toHaveCount(2);
  await expect(heads.first()).toHaveText('Vol');
  const lower = chain.locator('thead tr').nth(1).locator('th');
  await expect(lower.first()).toHaveText('Vol');
  await expect(lower.last()).toHaveText('Vol');

  // The trader buys 0.01 of the call at the money from the chain.
  const strike = await atm.getAttribute('data-strike');
  const row = page.locator(`[data-testid="chain-row"][data-strike="${strike}"]`);
  const callVolume = row.locator('td').first();
  await expect(callVolume).toHaveText(/^\d+\.\d{2}$/, LOAD);
  const before = Number(await callVolume.textContent());
  await row.getByTestId('call-ask').click();
  const ticket = page.getByRole('dialog', { name: /^BTC-\w+-\d+-C$/ });
  await expect(ticket).toBeVisible();
  const symbol = (await ticket.getByRole('heading').textContent()) ?? '';
  expect(symbol.split('-')[2]).toBe(strike);
  await ticket.getByTestId('ticket-size').fill('0.01');
  await ticket.getByRole('button', { name: 'Review buy order' }).click();
  await ticket.getByRole('button', { name: 'Confirm buy' }).click();
  await expect(ticket.getByTestId('ticket-accepted')).toContainText(`filled 0.01 ${symbol}`, LOAD);
  await page.keyboard.press('Escape');
  // The chain re-marks each option once a second: its volume then counts the trade. (Another
  // test's trader may trade the same contract meanwhile, never less.)
  await expect
    .poll(async () => Number(await callVolume.textContent()), LOAD)
    .toBeGreaterThanOrEqual(Math.round((before + 0.01) * 100) / 100);
  // The put of the same strike was not traded by this test: its volume is a figure too.
  await expect(row.locator('td').last()).toHaveText(/^\d+\.\d{2}$/);

  // Ten figures a side, none cut off.
  await expectNoCellCut(chain);
  await expect(row.locator('td').filter({ hasNotText: '—' })).toHaveCount(20);

  // The chain with its volumes, light and dark, once the fill's toast has gone.
  await expect(page.getByTestId('order-toast')).toHaveCount(0, LOAD);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/options-1440-light.png` });
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await page.screenshot({ path: `${SHOTS}/options-1440-dark.png` });

  // A 390 px phone: IV and mark a side (volume is a desktop column), and the page fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chain.locator('thead tr').nth(1).locator('th')).toHaveText([
    'IV',
    'Mark',
    /^Strike/,
    'Mark',
    'IV',
  ]);
  await expect(heads).toHaveCount(0);
  expect(
    await page.evaluate(() => (document.scrollingElement as Element).scrollWidth),
  ).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/options-390-dark.png` });
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  await page.screenshot({ path: `${SHOTS}/options-390-light.png` });
});
