import { expect, type Page } from '@playwright/test';

/** The signed-in page's token and user id, as the app stored them. */
export async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('authToken') ?? '',
    userId:
      (
        JSON.parse(localStorage.getItem('persist:root') ?? '{}') as {
          auth?: { user?: { id?: string } };
        }
      ).auth?.user?.id ?? '',
  }));
  expect(session.token, 'a stored token').not.toBe('');
  expect(session.userId, 'a stored user id').not.toBe('');
  return session;
}

/** A call to the API as the signed-in trader, outside the page (the page learns of it by streams). */
export async function callAsTrader(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: Record<string, unknown>,
): Promise<unknown> {
  const { token, userId } = await sessionOf(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data: { userId, ...data } }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

export const deposit = (page: Page, amount: number) =>
  callAsTrader(page, 'POST', '/funds/addFunds', { amount });

export const placeOrder = (page: Page, order: Record<string, unknown>) =>
  callAsTrader(page, 'POST', '/api/v1/orders', order);
