import { type ApiErrorLike, apiErrorMessage } from '../../domain/errors/api-error-message.ts';

export type TransportCode = 'NETWORK_ERROR' | 'ECONNABORTED';

/**
 * Every failed HTTP call surfaces as an ApiError: the domain's ApiErrorLike (`body`, `code`,
 * `message`) plus the HTTP status. `message` is already the catalogue text (spec section 8), so a
 * view can show it as is; `body` stays available for flows with their own order (forgot password).
 */
export class ApiError extends Error implements ApiErrorLike {
  readonly body: unknown;
  readonly code: TransportCode | undefined;
  /** HTTP status, or undefined when no response arrived. */
  readonly status: number | undefined;

  constructor(init: {
    body?: unknown;
    code?: TransportCode;
    status?: number;
    message?: string;
    cause?: unknown;
  }) {
    const like: ApiErrorLike = { body: init.body };
    if (init.code !== undefined) like.code = init.code;
    if (init.message !== undefined) like.message = init.message;
    super(apiErrorMessage(like), { cause: init.cause });
    this.name = 'ApiError';
    this.body = init.body;
    this.code = init.code;
    this.status = init.status;
  }
}

interface FetchErrorLike {
  readonly name?: unknown;
  readonly response?: { status?: unknown } | undefined;
  readonly data?: unknown;
  readonly cause?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function causeName(error: FetchErrorLike): string | undefined {
  const cause = error.cause;
  return isObject(cause) && typeof cause.name === 'string' ? cause.name : undefined;
}

/**
 * Maps whatever the transport threw onto an ApiError: a response with an error status keeps its
 * JSON body and status; a request cut by the timeout becomes ECONNABORTED; any other request that
 * got no response (offline, DNS, refused, CORS) becomes NETWORK_ERROR.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isObject(error)) return new ApiError({ cause: error });
  const fetchError = error as FetchErrorLike;
  const status = fetchError.response?.status;
  if (typeof status === 'number') {
    return new ApiError({ body: fetchError.data, status, cause: error });
  }
  if (fetchError.name === 'FetchError') {
    const name = causeName(fetchError);
    const code: TransportCode = name === 'TimeoutError' ? 'ECONNABORTED' : 'NETWORK_ERROR';
    return new ApiError({ code, cause: error });
  }
  // Not a transport failure: keep the error's own words (the catalogue's third choice).
  const message = typeof error.message === 'string' ? error.message : undefined;
  return new ApiError(message === undefined ? { cause: error } : { message, cause: error });
}

export const isUnauthorized = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** 410: what the call acted on is gone for good (e.g. a sign-in challenge that expired). */
export const isGone = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 410;
