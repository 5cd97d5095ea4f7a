import { HttpError } from '../../http/errors.ts';

/** A 429 that also tells the client, in Retry-After, how many seconds to wait. */
export class RateLimitedError extends HttpError {
  readonly retryAfterS: number;

  constructor(message: string, retryAfterS: number) {
    super(429, message);
    this.name = 'RateLimitedError';
    this.retryAfterS = retryAfterS;
  }
}
