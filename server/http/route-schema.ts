import { errorResponses } from './errors.ts';

/** The request parts a route may validate. */
export interface RequestSchemas {
  readonly params?: unknown;
  readonly querystring?: unknown;
  readonly body?: unknown;
  readonly headers?: unknown;
}

/**
 * A route's schema: its request parts, then its successes beside the error shapes (the shared
 * ones unless a module answers its own), `routeSchema({ 200: Reply }, { body: Request })` for
 * `{ body: Request, response: { 200: Reply, ...errorResponses } }`.
 */
export function routeSchema<Parts extends RequestSchemas>(
  successes: Readonly<Partial<Record<number | '2xx', unknown>>>,
  parts?: Parts,
  errors: Readonly<Record<'4xx' | '5xx', unknown>> = errorResponses,
) {
  return { ...parts, response: { ...successes, ...errors } };
}
