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
  it.each([
    {
      title: 'removes user data, cached routes and a guest’s stale auth token, and nothing else',
      signedIn: false,
      left: { theme: 'dark', guestUserId: 'g_ab12c' },
    },
    {
      title: 'keeps the auth token of a live session',
      signedIn: true,
      left: { authToken: 'token', theme: 'dark', guestUserId: 'g_ab12c' },
    },
  ])('$title', ({ signedIn, left }) => {
    const store = stored();
    clearLandingKeys(store, { signedIn });
    expect(store.entries()).toEqual(left);
  });
});
