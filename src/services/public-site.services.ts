import { landingKeysMachine } from '../machines/public-site/landing-keys.machine.ts';
import { type KeyValueStore, webStorageStore } from './storage/key-value-store.ts';
import { localKeys } from './storage/storage-keys.ts';

/** Keys of earlier app versions that held a copy of the user and the routes they had visited. */
export const landingClearedKeys = {
  userData: 'userData',
  cachedRoutes: 'cachedRoutes',
} as const;

/**
 * Spec section 2, landing: "on load it clears stored keys for user data, auth token and cached
 * routes". The user-data and cached-route copies are always removed; the auth token only when no
 * session is active, so opening the home page never signs a trader out of a live session.
 */
export function clearLandingKeys(store: KeyValueStore, { signedIn }: { signedIn: boolean }): void {
  store.remove(landingClearedKeys.userData);
  store.remove(landingClearedKeys.cachedRoutes);
  if (!signedIn) store.remove(localKeys.authToken);
}

/** The landing page's key clearing with the browser's localStorage. */
export const landingKeysLogic = landingKeysMachine.provide({
  actions: {
    clearKeys: (_, params: { signedIn: boolean }) =>
      clearLandingKeys(
        webStorageStore(() => window.localStorage),
        params,
      ),
  },
});
