import { errorResponses } from './errors.ts';

/** The request parts a route may validate. */
export interface RequestSchemas {
  readonly params?: unknown;
  readonly querystring?: unknown;
  readonly body?: unknown;
  readonly headers?: unknown;
}

/**
 * A route's schema: its request parts, then its successes beside the shared error shape,
 * `routeSchema({ 200: Reply }, { body: Request })` for `{ body: Request, response: { 200: Reply, ...errorResponses } }`.
 */
export function routeSchema<Parts extends RequestSchemas>(
  successes: Readonly<Record<number, unknown>>,
  parts?: Parts,
) {
  return { ...parts, response: { ...successes, ...errorResponses } };
}
