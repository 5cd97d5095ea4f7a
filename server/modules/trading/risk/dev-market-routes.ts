import type { FastifyInstance } from 'fastify';
import {
  DevMarketMoveBody,
  DevMarketMoveResponse,
  devMarketMovePath,
} from '../../../../src/contracts/trading-risk.ts';
import { HttpError } from '../../../http/errors.ts';
import { routeSchema } from '../../../http/route-schema.ts';
import type { MarketService } from '../../market/service.ts';
import { listingOf, perpSymbolOf } from '../../market/sim/catalogue.ts';

/**
 * Dev market control (never in production, like the dev mailbox): POST /dev/market/move moves a
 * simulated underlying at once, then runs the triggers and liquidations of its perpetual before
 * answering, so demos and tests can reach a stop-loss, a take-profit or a liquidation.
 */
export function devMarketRoutes(
  app: FastifyInstance,
  market: MarketService,
  monitor: { evaluate(perpetuals: string[]): Promise<unknown> },
): void {
  app.post<{ Body: DevMarketMoveBody; Reply: DevMarketMoveResponse }>(
    devMarketMovePath,
    { schema: routeSchema({ 200: DevMarketMoveResponse }, { body: DevMarketMoveBody }) },
    async (request) => {
      const { symbol, percent } = request.body;
      const moved = market.move(symbol, percent);
      if (moved === undefined) throw new HttpError(404, 'Unknown coin or perpetual');
      const listing = listingOf(symbol);
      const perp = listing?.kind === 'perp' ? symbol : perpSymbolOf(symbol);
      await monitor.evaluate([perp]);
      return moved;
    },
  );
}
