import { systemIds } from './machines/ids.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { landingKeysLogic } from './services/public-site.services.ts';

/** Loaded with `/`: the stale keys are cleared once the session has settled (spec section 2). */
export const landingRoute: PageRoute = {
  waitsFor: 'settledSession',
  actors: [
    {
      systemId: systemIds.landingKeys,
      logic: landingKeysLogic,
      input: ({ userId }) => ({ signedIn: userId !== null }),
    },
  ],
};
