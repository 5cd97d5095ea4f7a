import { fromPromise } from 'xstate';
import { systemIds } from './machines/ids.ts';
import { marketStripMachine } from './machines/pages/market-strip.machine.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { landingKeysLogic } from './services/public-site.services.ts';

/** The strip's watch comes with the market code, which loads only once the strip is shown. */
const marketStripLogic = marketStripMachine.provide({
  actors: {
    loadWatch: fromPromise(() => import('./market-system.ts').then((m) => m.marketLogic.topic)),
  },
});

/**
 * Loaded with `/`: the stale keys are cleared once the session has settled (spec section 2); the
 * market strip's actor waits to be shown.
 */
export const landingRoute: PageRoute = {
  waitsFor: 'settledSession',
  actors: [
    {
      systemId: systemIds.landingKeys,
      logic: landingKeysLogic,
      input: ({ userId }) => ({ signedIn: userId !== null }),
    },
    { systemId: systemIds.marketStrip, logic: marketStripLogic },
  ],
};
