import type { FastifyBaseLogger } from 'fastify';

/**
 * Security events: one structured log line each, `{"securityEvent":"login.failed", ...}`, for
 * whoever watches the logs (ASVS 16). Names in use: login.failed, login.locked, signup.created,
 * refresh.reused, session.expired, password.reset, password.changed, and the two-factor module's
 * twofactor.* events, stream.refused (a user stream over its cap) and oauth.linked (a Google
 * identity linked to a password account after its owner confirmed), and the email change's
 * email.change-started, email.change-refused, email.wrong-code and email.changed. A production start refused
 * for its settings writes startup.refused from server/main.ts, before any logger exists.
 */
export type SecurityEventName =
  | 'login.failed'
  | 'login.locked'
  | 'signup.created'
  | 'refresh.reused'
  | 'session.expired'
  | 'password.reset'
  | 'password.changed'
  | `twofactor.${string}`
  | `stepup.${string}`
  | `withdrawal.${string}`
  | `bank.${string}`
  | `email.${string}`
  | 'stream.refused'
  | `apikey.${string}`
  | 'oauth.linked';

export type SecurityEventFields = Readonly<Record<string, string | number | boolean | undefined>>;

/** Events that may mean an attack: logged at warn; the others at info. */
const WARN = new Set<string>(['login.locked', 'refresh.reused', 'stream.refused']);

/** Keys whose values are secrets: dropped whatever a caller passes. */
const SECRET_KEY = /pass|code|otp|token|secret|cookie|recovery|authorization/i;

/**
 * An email as the log keeps it: the first character of the local part and the domain
 * (`a***@example.com`), enough to follow an incident without a list of every address tried.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Logs one security event. Never logged: passwords, codes, tokens or cookies (fields named like
 * them are dropped) and full email addresses (an `email` field is masked). Give the account as
 * `userId` when it is known and the client as `ip`.
 */
export function securityEvent(
  log: FastifyBaseLogger,
  name: SecurityEventName,
  fields: SecurityEventFields = {},
): void {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || SECRET_KEY.test(key)) continue;
    kept[key] = key === 'email' && typeof value === 'string' ? maskEmail(value) : value;
  }
  const line = { securityEvent: name, ...kept };
  if (WARN.has(name)) log.warn(line, `Security event: ${name}`);
  else log.info(line, `Security event: ${name}`);
}
