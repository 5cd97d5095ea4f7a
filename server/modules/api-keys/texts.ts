import { MAX_API_KEYS } from '../../../src/contracts/api-keys-paths.ts';
import { indiaTimeText } from '../../../src/domain/time/india-time.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { signedMail } from '../mail/signed-mail.ts';

/** Every refusal of the API-key module, in words. */
export const apiKeyTexts = {
  tooMany: `You already have ${MAX_API_KEYS} API keys: revoke one in Settings before you create another`,
  badRange: (range: string) =>
    `"${range}" is not an address or CIDR range (for example 203.0.113.7 or 203.0.113.0/24)`,
  notFound: 'There is no such API key',
  revoked: 'API key revoked',
  missingHeaders:
    'A signed request needs the X-Derivo-Key, X-Derivo-Timestamp and X-Derivo-Signature headers',
  unknownKey: 'This API key does not exist',
  revokedKey: 'This API key has been revoked',
  staleTimestamp:
    "The request's timestamp is more than 5 seconds from the server's clock: check your clock and sign again",
  badSignature: 'The signature does not match this request: sign timestamp + METHOD + path + body',
  replayed: 'This signature was already used: sign every request anew',
  replayFull: 'Too many signed requests at once: try again in a few seconds',
  readOnly:
    'This API key can only read: create a key with the trade scope to place or cancel orders',
  noMoneyOut: 'API keys can never move money out: withdraw from the website or the app',
  noKeyManagement: 'API keys cannot manage API keys: sign in on the website to do it',
  noAccount:
    'API keys cannot see or change your account, identity or bank details: sign in on the website',
  outsideAllowlist: 'This API key may not be used from your address',
  rateLimited: (after: string) => `Too many requests with this API key: try again in ${after}`,
  streamAuthTimeout: 'Send the auth frame first: {type:"auth", key, timestamp, signature}',
} as const;

/** The notice of a new key, so an owner who did not create it can revoke it. */
export function apiKeyCreatedMail(
  to: string,
  key: { label: string; scopes: readonly string[]; at: Date },
): MailMessage {
  return signedMail(to, 'A new Derivo API key was created', [
    'A new API key was created on your Derivo account.',
    '',
    `    Label: ${key.label}`,
    `    Scopes: ${key.scopes.join(', ')}`,
    `    When: ${indiaTimeText(key.at)}`,
    '',
    'API keys can read your account and, with the trade scope, place orders. They can never',
    'withdraw money. If this was not you, revoke the key in Settings and change your password.',
  ]);
}
