import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  ClosedPositionsQuery,
  ClosedPositionsResponse,
  FinancialYearStatement,
  RecordsExportQuery,
  StatementQuery,
} from '../../../src/contracts/records.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { signedInUserId } from '../../http/signed-in.ts';
import { closedPositions } from './closed-positions.ts';
import { csvLine } from './csv.ts';
import { CSV_HEADER, dayAfter, dayStart, recordRows, statementOf } from './queries.ts';

/** The signed-in trader: 401 without a token, 403 for another trader's user id. */
async function trader(request: FastifyRequest, userId: string | undefined): Promise<string> {
  const id = await signedInUserId(request, userId, { signIn: 'Sign in to see your records' });
  // On the exchange core, history waits until the projection has written the trader's last command.
  await request.server.funds.core.caughtUp(id);
  return id;
}

const isRealDay = (day: string) => !Number.isNaN(dayStart(day).getTime());

/**
 * Records a trader takes away (CONTRACTS.md): one CSV of orders, fills and wallet transactions
 * for any date range (no 90-day limit), and the financial-year statement (April to March).
 * Read-only: it reads the trading and funds tables and the ledger, and writes nothing.
 */
export const recordsModule = fastifyPlugin(
  async (app) => {
    app.get<{ Querystring: RecordsExportQuery }>(
      '/records/export.csv',
      {
        schema: routeSchema(
          { 200: { content: { 'text/csv': { schema: { type: 'string' } } } } },
          { querystring: RecordsExportQuery },
        ),
      },
      async (request, reply) => {
        const userId = await trader(request, request.query.userId);
        const { from, to } = request.query;
        if (!isRealDay(from) || !isRealDay(to)) throw new HttpError(400, 'Dates must be real days');
        if (from > to) throw new HttpError(400, 'The start date must be on or before the end date');
        const rows = await recordRows(app.db, userId, dayStart(from), dayAfter(to));
        const lines = [
          csvLine(CSV_HEADER),
          ...rows.map((row) => csvLine(CSV_HEADER.map((k) => row[k]))),
        ];
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="derivo-records-${from}-to-${to}.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(`${lines.join('\r\n')}\r\n`);
      },
    );

    app.get<{ Querystring: ClosedPositionsQuery }>(
      '/records/closed-positions',
      {
        schema: routeSchema(
          { 200: ClosedPositionsResponse },
          { querystring: ClosedPositionsQuery },
        ),
      },
      async (request) => {
        const userId = await trader(request, request.query.userId);
        return { positions: await closedPositions(app.db, userId) };
      },
    );

    app.get<{ Querystring: StatementQuery }>(
      '/records/statement',
      { schema: routeSchema({ 200: FinancialYearStatement }, { querystring: StatementQuery }) },
      async (request) => {
        const userId = await trader(request, request.query.userId);
        return statementOf(app.db, userId, request.query.fy);
      },
    );
  },
  {
    name: 'records',
    dependencies: ['funds', 'exchange'],
    decorators: { fastify: ['authenticateOptional'] },
    encapsulate: true,
  },
);
