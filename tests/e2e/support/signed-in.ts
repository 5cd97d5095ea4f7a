import type { Page } from '@playwright/test';

/**
 * Restores a signed-in session from browser storage, the way a returning trader's browser does.
 * Sign-in itself arrives with the accounts issue; until then this is the only way into the shell.
 */
export async function restoreSignedInSession(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const persisted = {
      auth: {
        isAuthenticated: true,
        user: { id: 'u_e2e', email: 'trader@example.com', fullName: 'E2E Trader' },
      },
      funds: { data: null },
      _persist: { version: 1 },
    };
    window.localStorage.setItem('persist:root', JSON.stringify(persisted));
  });
}
