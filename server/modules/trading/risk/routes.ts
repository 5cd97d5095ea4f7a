import type { FastifyInstance } from 'fastify';
import { ORDER_REFUSAL, Position, UserQuery } from '../../../../src/contracts/trading.ts';
import {
  CONTRACT_NOTE_REFUSAL,
  ContractNote,
  OrderParams,
  PositionParams,
  PositionTriggersBody,
} from '../../../../src/contracts/trading-risk.ts';
import { HttpError } from '../../../http/errors.ts';
import { routeSchema } from '../../../http/route-schema.ts';
import { REJECT } from '../engine/commands.ts';
import { caughtUpTrader, trader } from '../routes.ts';
import type { TradingVenue } from '../trading-venue.ts';
import { contractNote } from './contract-note.ts';

/** Stop-loss and take-profit of a position, and contract notes (docs/trading.md). */
export function riskRoutes(app: FastifyInstance, desk: TradingVenue): void {
  app.patch<{ Params: PositionParams; Body: PositionTriggersBody }>(
    '/positions/:symbol',
    {
      schema: routeSchema(
        { 200: Position },
        { params: PositionParams, body: PositionTriggersBody },
      ),
    },
    async (request) => {
      const userId = await trader(request, request.body.userId);
      const { stopLoss, takeProfit } = request.body;
      const result = await desk.setTriggers(userId, request.params.symbol, stopLoss, takeProfit);
      if (result.refusal !== undefined) throw new HttpError(400, result.refusal);
      if (result.position === undefined) throw new HttpError(404, ORDER_REFUSAL.noPosition);
      return result.position;
    },
  );

  app.get<{ Params: OrderParams; Querystring: UserQuery }>(
    '/orders/:orderId/contract-note',
    { schema: routeSchema({ 200: ContractNote }, { params: OrderParams, querystring: UserQuery }) },
    async (request) => {
      const userId = await caughtUpTrader(desk, request, request.query.userId);
      const result = await contractNote(app.db, userId, request.params.orderId);
      if (result.ok) return result.note;
      throw new HttpError(
        404,
        result.reason === 'not-found' ? REJECT.unknownOrder : CONTRACT_NOTE_REFUSAL.notExecuted,
      );
    },
  );
}
