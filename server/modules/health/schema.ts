import type { DatabaseKind } from '../../db/index.ts';
import { errorBodySchema } from '../../http/errors.ts';

export interface HealthOk {
  status: 'ok';
  database: DatabaseKind;
  /**
   * The exchange runs on demo money only (DEMO_FUNDS=1: nothing can be withdrawn; in production
   * that is the paper-trading deployment): the app shows the "demo exchange" banner. Absent on a
   * real exchange.
   */
  demoExchange?: true;
}

export interface HealthUnavailable {
  status: 'unavailable';
  database: DatabaseKind;
  detail: string;
}

const database = { type: 'string', enum: ['pglite', 'postgres'] } as const;

export const healthRouteSchema = {
  summary: 'Whether the exchange and its database answer',
  response: {
    200: {
      type: 'object',
      required: ['status', 'database'],
      properties: {
        status: { type: 'string', const: 'ok' },
        database,
        demoExchange: { type: 'boolean', const: true },
      },
      additionalProperties: false,
    },
    503: {
      type: 'object',
      required: ['status', 'database', 'detail'],
      properties: {
        status: { type: 'string', const: 'unavailable' },
        database,
        detail: { type: 'string' },
      },
      additionalProperties: false,
    },
    '4xx': errorBodySchema,
  },
} as const;
