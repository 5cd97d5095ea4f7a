import type { Env } from './config.ts';
import { value } from './config-auth.ts';

/** Keys, the KYC vendor and the demo flag: what a production start must have been told. */
export interface DeploymentConfig {
  /**
   * SECRETS_KEY: the key-encryption key (32+ random bytes, hex or base64) that seals the secrets
   * the server keeps in its database. Unset outside production: a key generated in DATA_DIR.
   */
  readonly secretsKey: Uint8Array | undefined;
  /** KYC_PROVIDER: the KYC vendor; this build has the sandbox only (see modules/kyc). */
  readonly kycProvider: 'sandbox';
  /**
   * A paper-trading deployment (DEMO_FUNDS=1 with the sandbox KYC in production): the app shows a
   * "demo exchange" banner.
   */
  readonly demoExchange: boolean;
}

export const SECRETS_KEY_MIN_BYTES = 32;
const KYC_PROVIDERS = ['sandbox'] as const;

/** SECRETS_KEY's bytes: hex when it is hex, otherwise base64 or base64url. */
export function decodeSecretsKey(raw: string): Uint8Array | undefined {
  if (/^(?:[0-9a-fA-F]{2})+$/.test(raw)) return Buffer.from(raw, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) return Buffer.from(raw, 'base64');
  return undefined;
}

/**
 * Reads SECRETS_KEY, KYC_PROVIDER and the demo flags. With NODE_ENV=production a missing or
 * unsafe setting is a problem that names it; SMTP_URL and TRUST_PROXY are required there too (an
 * embedded outbox nobody reads, or a per-address limit counting the proxy, would go unnoticed).
 * No problem ever echoes a secret's value.
 */
export function readDeploymentConfig(
  env: Env,
  problems: string[],
  nodeEnv: string,
): DeploymentConfig {
  const production = nodeEnv === 'production';
  const rawKey = value(env, 'SECRETS_KEY');
  const secretsKey = rawKey === undefined ? undefined : decodeSecretsKey(rawKey);
  if (
    rawKey !== undefined &&
    (secretsKey === undefined || secretsKey.length < SECRETS_KEY_MIN_BYTES)
  ) {
    problems.push(
      `SECRETS_KEY must be at least ${SECRETS_KEY_MIN_BYTES} random bytes, written in hex or base64 (e.g. the output of \`openssl rand -base64 48\`)`,
    );
  }
  if (production && rawKey === undefined) {
    problems.push(
      `SECRETS_KEY is required when NODE_ENV=production: ${SECRETS_KEY_MIN_BYTES} or more random bytes in hex or base64 (\`openssl rand -base64 48\`), kept outside the database; it encrypts the signing and HMAC keys and the authenticator secrets`,
    );
  }
  if (production && value(env, 'SMTP_URL') === undefined) {
    problems.push(
      'SMTP_URL is required when NODE_ENV=production: codes and notices must reach the traders, not an embedded outbox',
    );
  }
  if (production && value(env, 'TRUST_PROXY') === undefined) {
    problems.push(
      'TRUST_PROXY must be set explicitly when NODE_ENV=production: the number of proxy hops in front of the server, a comma-separated list of proxy addresses, or 0 when clients connect directly',
    );
  }

  const demoFunds = value(env, 'DEMO_FUNDS') === '1';
  const rawProvider = value(env, 'KYC_PROVIDER') ?? (production ? undefined : 'sandbox');
  if (rawProvider === undefined) {
    problems.push(
      'KYC_PROVIDER is required when NODE_ENV=production: name the KYC vendor (the sandbox is allowed only for a paper-trading deployment, with ALLOW_SANDBOX_KYC=1 and DEMO_FUNDS=1)',
    );
  } else if (!(KYC_PROVIDERS as readonly string[]).includes(rawProvider)) {
    problems.push(
      `KYC_PROVIDER must be one of ${KYC_PROVIDERS.join(', ')} (got "${rawProvider}"): no other vendor is built in`,
    );
  } else if (
    production &&
    rawProvider === 'sandbox' &&
    !(value(env, 'ALLOW_SANDBOX_KYC') === '1' && demoFunds)
  ) {
    problems.push(
      'KYC_PROVIDER=sandbox verifies anyone: with NODE_ENV=production it is refused unless ALLOW_SANDBOX_KYC=1 and DEMO_FUNDS=1 make this a paper-trading deployment',
    );
  }
  return {
    secretsKey:
      secretsKey !== undefined && secretsKey.length >= SECRETS_KEY_MIN_BYTES
        ? secretsKey
        : undefined,
    kycProvider: 'sandbox',
    demoExchange: production && demoFunds,
  };
}
