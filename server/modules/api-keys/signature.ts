import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signed text of a request: `timestamp + METHOD + path-with-query + body`. */
export function signedText(timestamp: string, method: string, url: string, body: string): string {
  return `${timestamp}${method.toUpperCase()}${url}${body}`;
}

/** The hex HMAC-SHA256 of `text` under `secret`. */
export function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Whether `given` is the signature of `text`, compared in constant time. */
export function signatureMatches(secret: string, text: string, given: string): boolean {
  const expected = Buffer.from(sign(secret, text), 'hex');
  const presented = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
