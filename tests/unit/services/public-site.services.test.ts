import { describe, expect, it } from 'vitest';
import { clearLandingKeys } from '../../../src/services/public-site.services.ts';
import { memoryStore } from '../../../src/services/storage/key-value-store.ts';

const stored = () =>
  memoryStore({
    userData: '{"email":"a@b.in"}',
    cachedRoutes: '["/dashboard"]',
    authToken: 'token',
    theme: 'dark',
    guestUserId: 'g_ab12c',
  });

describe('clearLandingKeys', () => {
  it('removes user data, cached routes and a guest’s stale auth token, and nothing else', () => {
    const store = stored();
    clearLandingKeys(store, { signedIn: false });
    expect(store.entries()).toEqual({ theme: 'dark', guestUserId: 'g_ab12c' });
  });

  it('keeps the auth token of a live session', () => {
    const store = stored();
    clearLandingKeys(store, { signedIn: true });
    expect(store.entries()).toEqual({ authToken: 'token', theme: 'dark', guestUserId: 'g_ab12c' });
  });
});
