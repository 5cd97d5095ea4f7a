import { messages } from './messages.ts';

/**
 * Transport-agnostic error shape. The HTTP layer maps its own errors onto it:
 * `body` is the parsed JSON response body (if any), `code` a transport code such as
 * 'NETWORK_ERROR' or 'ECONNABORTED', `message` the error's own message.
 * The functions below accept `unknown` and read these fields defensively.
 */
export interface ApiErrorLike {
  body?: unknown;
  code?: string;
  message?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const field = (value: unknown, key: string): unknown => {
  if (!isRecord(value)) return undefined;
  try {
    return value[key];
  } catch {
    return undefined;
  }
};

/**
 * A usable text: a string that is not blank (returned trimmed), or an array whose
 * non-blank string items are joined with '; '. Anything else does not count.
 */
export const messageText = (value: unknown): string | undefined => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const parts = value.flatMap((item) => {
      const text = typeof item === 'string' ? messageText(item) : undefined;
      return text === undefined ? [] : [text];
    });
    return parts.length === 0 ? undefined : parts.join('; ');
  }
  return undefined;
};

const firstText = (candidates: readonly unknown[]): string | undefined => {
  for (const candidate of candidates) {
    const text = messageText(candidate);
    if (text !== undefined) return text;
  }
  return undefined;
};

/** Spec section 8, general order. Never throws; always returns a non-empty string. */
export const apiErrorMessage = (error: unknown): string => {
  const body = field(error, 'body');
  const fromBody = firstText([
    field(field(body, 'error'), 'detail'),
    field(body, 'detail'),
    field(body, 'message'),
    field(body, 'details'),
  ]);
  if (fromBody !== undefined) return fromBody;
  const code = field(error, 'code');
  if (code === 'NETWORK_ERROR') return messages.network;
  if (code === 'ECONNABORTED') return messages.timeout;
  return messageText(field(error, 'message')) ?? messages.unexpected;
};

/**
 * Spec section 8, forgot-password order: body detail, body details, the error's own
 * message, then the caller's fallback (or the general one if the fallback is blank).
 */
export const forgotPasswordErrorMessage = (error: unknown, fallback: string): string => {
  const body = field(error, 'body');
  return (
    firstText([field(body, 'detail'), field(body, 'details'), field(error, 'message')]) ??
    messageText(fallback) ??
    messages.unexpected
  );
};
