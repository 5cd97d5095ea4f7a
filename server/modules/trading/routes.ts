import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { sql } from 'kysely';
import {
  CancelAllQuery,
  CancelAllResponse,
  ClosePositionBody,
  FillsPage,
  FillsQuery,
  LEVERAGE_RULE,
  ORDER_REFUSAL,
  Order,
  OrderBookQuery,
  OrderBookResponse,
  OrderIdParams,
  OrdersPage,
  OrdersQuery,
  PlaceOrderBody,
  PositionsResponse,
  UserQuery,
} from '../../../src/contracts/trading.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { signedInUserId } from '../../http/signed-in.ts';
import { REJECT } from './engine/commands.ts';
import type { OrderRow } from './order-row.ts';
import { type FillRow, fillOf, orderOf } from './order-views.ts';
import { rowFilterSql } from './row-filters.ts';
import type { TradingVenue } from './trading-venue.ts';

const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_DEPTH = 10;

/**
 * The signed-in trader: 401 without a valid token; when the call names a user id, 403 unless it
 * is the token's. The server never acts for a user id it is given.
 */
export async function trader(request: FastifyRequest, userId: string | undefined): Promise<string> {
  return signedInUserId(request, userId, { signIn: 'Sign in to trade' });
}

/**
 * The signed-in trader, once the read tables hold their own commands: for answers that come
 * from those tables (history, contract notes).
 */
export async function caughtUpTrader(
  desk: TradingVenue,
  request: FastifyRequest,
  userId: string | undefined,
): Promise<string> {
  const id = await trader(request, userId);
  await desk.caughtUp?.(id);
  return id;
}

/**
 * An order body's schema error in words, as the default formatter writes it ("body/size must be
 * number"), except a bad leverage, which says the rule: "body/leverage must be a whole number
 * from 1 to 200".
 */
export function orderBodyError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  if (errors.some((error) => error.instancePath === '/leverage')) {
    return new Error(`${dataVar}/leverage ${LEVERAGE_RULE}`);
  }
  const parts = errors.map((e) => `${dataVar}${e.instancePath} ${e.message ?? 'is invalid'}`);
  return new Error(parts.length > 0 ? parts.join(', ') : `${dataVar} is invalid`);
}

/** The trading calls under /api/v1 (docs/trading.md). */
export function tradingRoutes(app: FastifyInstance, desk: TradingVenue): void {
  app.post<{ Body: PlaceOrderBody }>(
    '/orders',
    {
      schema: routeSchema({ 201: Order }, { body: PlaceOrderBody }),
      schemaErrorFormatter: orderBodyError,
    },
    async (request, reply) => {
      const userId = await trader(request, request.body.userId);
      return reply.code(201).send(await desk.place(userId, request.body));
    },
  );

  app.get<{ Querystring: OrdersQuery }>(
    '/orders',
    { schema: routeSchema({ 200: OrdersPage }, { querystring: OrdersQuery }) },
    async (request) => {
      const userId = await caughtUpTrader(desk, request, request.query.userId);
      const { page = 1, limit = DEFAULT_PAGE_SIZE, status = 'open' } = request.query;
      const open = status === 'open';
      const statuses = sql`status ${open ? sql`in` : sql`not in`} ('open', 'partially_filled')`;
      const filters = rowFilterSql(request.query);
      const [rows, count] = await Promise.all([
        sql<OrderRow>`select * from trading_order where user_id = ${userId} and ${statuses}
          and ${filters}
          order by id desc limit ${limit} offset ${(page - 1) * limit}`.execute(app.db),
        sql<{ n: string | number }>`select count(*) as n from trading_order
          where user_id = ${userId} and ${statuses} and ${filters}`.execute(app.db),
      ]);
      return {
        orders: rows.rows.map(orderOf),
        page,
        limit,
        total: Number(count.rows[0]?.n ?? 0),
      };
    },
  );

  app.delete<{ Params: OrderIdParams; Querystring: UserQuery }>(
    '/orders/:orderId',
    { schema: routeSchema({ 200: Order }, { params: OrderIdParams, querystring: UserQuery }) },
    async (request) => {
      const userId = await trader(request, request.query.userId);
      const order = await desk.cancel(userId, request.params.orderId);
      if (order === undefined) throw new HttpError(404, REJECT.unknownOrder);
      return order;
    },
  );

  app.delete<{ Querystring: CancelAllQuery }>(
    '/orders',
    { schema: routeSchema({ 200: CancelAllResponse }, { querystring: CancelAllQuery }) },
    async (request) => {
      const userId = await trader(request, request.query.userId);
      const { symbol } = request.query;
      if (symbol !== undefined && desk.units(symbol) === undefined) {
        throw new HttpError(400, REJECT.unknownInstrument);
      }
      return { cancelled: await desk.cancelAll(userId, symbol) };
    },
  );

  app.get<{ Querystring: UserQuery }>(
    '/positions',
    { schema: routeSchema({ 200: PositionsResponse }, { querystring: UserQuery }) },
    async (request) => desk.positions(await trader(request, request.query.userId)),
  );

  app.post<{ Body: ClosePositionBody }>(
    '/positions/close',
    { schema: routeSchema({ 201: Order }, { body: ClosePositionBody }) },
    async (request, reply) => {
      const userId = await trader(request, request.body.userId);
      const order = await desk.close(userId, request.body.symbol, request.body.size);
      if (order === undefined) throw new HttpError(404, ORDER_REFUSAL.noPosition);
      return reply.code(201).send(order);
    },
  );

  app.get<{ Querystring: FillsQuery }>(
    '/fills',
    { schema: routeSchema({ 200: FillsPage }, { querystring: FillsQuery }) },
    async (request) => {
      const userId = await caughtUpTrader(desk, request, request.query.userId);
      const { page = 1, limit = DEFAULT_PAGE_SIZE } = request.query;
      const filters = rowFilterSql({ symbol: request.query.symbol, side: request.query.side });
      const [rows, count] = await Promise.all([
        sql<FillRow>`select * from trading_fill where user_id = ${userId} and ${filters}
          order by id desc limit ${limit} offset ${(page - 1) * limit}`.execute(app.db),
        sql<{ n: string | number }>`select count(*) as n from trading_fill
          where user_id = ${userId} and ${filters}`.execute(app.db),
      ]);
      return { fills: rows.rows.map(fillOf), page, limit, total: Number(count.rows[0]?.n ?? 0) };
    },
  );

  app.get<{ Querystring: OrderBookQuery }>(
    '/orderbook',
    { schema: routeSchema({ 200: OrderBookResponse }, { querystring: OrderBookQuery }) },
    async (request) => {
      // From memory: a public read never writes.
      const book = desk.orderbook(request.query.symbol, request.query.depth ?? DEFAULT_DEPTH);
      if (book === undefined) throw new HttpError(404, REJECT.unknownInstrument);
      return book;
    },
  );
}
