import { settingsRoute } from './flows.ts';
import { API_KEYS_SYSTEM_ID } from './machines/api-keys/api-keys.machine.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { provideApiKeys } from './services/api-keys.services.ts';
import { authServices } from './system.ts';

/** /settings with the API keys section's actor beside the settings flows (issue 29). */
export const settingsWithApiKeysRoute: PageRoute = {
  ...settingsRoute,
  actors: [
    ...settingsRoute.actors,
    { systemId: API_KEYS_SYSTEM_ID, logic: provideApiKeys(authServices.http) },
  ],
};
