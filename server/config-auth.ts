import type { Env } from './config.ts';

/** Settings of the auth and mail modules (see README for the environment variables). */
export interface AuthMailConfig {
  /** JWT_SECRET: HS256 key for access tokens; unset means generated once and kept in the DB. */
  readonly jwtSecret: string | undefined;
  /** ACCESS_TOKEN_TTL_S: access-token lifetime in seconds (default 900). */
  readonly accessTokenTtlS: number;
  /** REFRESH_TOKEN_TTL_S: refresh-token lifetime in seconds (default 7 days). */
  readonly refreshTokenTtlS: number;
  /** SESSION_MAX_AGE_S: a login session ends this long after the login, however often refreshed. */
  readonly sessionMaxAgeS: number;
  /**
   * REFRESH_GRACE_S: for this long after a refresh token is used, presenting it again (a second
   * tab refreshing at the same moment) answers the same successor instead of ending the session.
   */
  readonly refreshGraceS: number;
  /** SMTP_URL: send mail through this SMTP server; unset means the embedded outbox. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM: the From header of every mail. */
  readonly mailFrom: string;
}

export const JWT_SECRET_MIN_LENGTH = 32;
export const DEFAULT_MAIL_FROM = 'Derivo <no-reply@derivo.local>';

export function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

/** A whole number of seconds from `name`, at least `min`; a problem is added otherwise. */
export function seconds(
  env: Env,
  name: string,
  fallback: number,
  problems: string[],
  min = 1,
): number {
  const raw = value(env, name) ?? String(fallback);
  const parsed = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(parsed >= min))
    problems.push(`${name} must be a whole number of seconds, at least ${min} (got "${raw}")`);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/** Reads the auth and mail settings, adding any problem to `problems`. */
export function readAuthMailConfig(env: Env, problems: string[]): AuthMailConfig {
  const jwtSecret = value(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    // The value is not echoed: it is a secret.
    problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long`);
  }
  const smtpUrl = value(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !isUrlOf(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return {
    jwtSecret,
    accessTokenTtlS: seconds(env, 'ACCESS_TOKEN_TTL_S', 900, problems),
    refreshTokenTtlS: seconds(env, 'REFRESH_TOKEN_TTL_S', 7 * 24 * 3600, problems),
    sessionMaxAgeS: seconds(env, 'SESSION_MAX_AGE_S', 30 * 24 * 3600, problems),
    refreshGraceS: seconds(env, 'REFRESH_GRACE_S', 10, problems, 0),
    smtpUrl,
    mailFrom: value(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
  };
}

/** Whether `raw` is a URL with one of `protocols` (each with its colon, `smtp:`). */
export function isUrlOf(raw: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}
