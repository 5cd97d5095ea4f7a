import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The JSON body of every error response. */
export interface ErrorBody {
  message: string;
  detail?: string;
}

/** JSON schema of ErrorBody, for route response schemas. */
export const errorBodySchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, detail: { type: 'string' } },
  additionalProperties: false,
} as const;

/**
 * The error shape of every 4xx and 5xx answer (the error handler below writes only these), to
 * spread into a route's `response` beside its successes: `{ 200: Reply, ...errorResponses }`.
 */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

/** Throw from a route to answer with `statusCode` and `{ message, detail }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string | undefined;

  constructor(statusCode: number, message: string, detail?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
  }
}

const MESSAGES: Readonly<Record<number, string>> = {
  400: 'Invalid request',
  401: 'Authentication required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
};

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * The one error handler: client errors answer `{ message, detail }` in clear words; anything
 * else is logged with its stack and answered with a generic 500 that leaks nothing.
 */
export function handleError(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    const body: ErrorBody = { message: error.message };
    if (error.detail !== undefined) body.detail = error.detail;
    return reply.code(error.statusCode).send(body);
  }
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if ('validation' in error && error.validation !== undefined) {
    return reply.code(400).send({ message: 'Invalid request', detail: error.message });
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    const message = MESSAGES[statusCode] ?? 'Invalid request';
    return reply.code(statusCode).send({ message, detail: error.message });
  }
  request.log.error({ err: error }, 'Unhandled error while answering a request');
  return reply.code(500).send({ message: UNEXPECTED_ERROR });
}

/** The JSON 404 for a path that no route answers. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  const body: ErrorBody = {
    message: 'Not found',
    detail: `No route for ${request.method} ${path}`,
  };
  return reply.code(404).send(body);
}
