import path from 'node:path';
import { type AuthMailConfig, isUrlOf, readAuthMailConfig } from './config-auth.ts';
import { type NetworkConfig, readNetworkConfig } from './config-network.ts';
import { type DeploymentConfig, readDeploymentConfig } from './config-production.ts';
import { type ExchangeConfig, loadExchangeConfig } from './modules/exchange/config.ts';
import { type FundsConfig, loadFundsConfig } from './modules/funds/config.ts';
import { loadMarketConfig, type MarketConfig } from './modules/market/config.ts';
import { loadOAuthConfig, type OAuthConfig } from './modules/oauth/config.ts';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Server configuration, parsed and validated from the environment. Paths are absolute. */
export interface Config extends AuthMailConfig {
  /** Proxy trust and timeouts (TRUST_PROXY, *_TIMEOUT_S; see config-network.ts). */
  readonly network: NetworkConfig;
  readonly port: number;
  readonly host: string;
  /** PGlite data directory; unused when `databaseUrl` is set. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  readonly databaseUrl: string | undefined;
  readonly nodeEnv: NodeEnv;
  readonly logLevel: LogLevel;
  /** Directory of the built web app (`npm run build`). */
  readonly webDistDir: string;
  /** The simulated market and its socket (MARKET_* variables, see modules/market/config.ts). */
  readonly market: MarketConfig;
  /** The funds ledger (FUNDS_* variables, see modules/funds/config.ts). */
  readonly funds: FundsConfig;
  readonly exchange: ExchangeConfig;
  /** Google sign-in (GOOGLE_* variables, see modules/oauth/config.ts). */
  readonly oauth: OAuthConfig;
  /** SECRETS_KEY, KYC_PROVIDER and the demo flags (see config-production.ts). */
  readonly deployment: DeploymentConfig;
}

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function oneOf<T extends string>(allowed: readonly T[], raw: string): raw is T {
  return (allowed as readonly string[]).includes(raw);
}

/**
 * Reads the configuration from `env` (process.env by default). Collects every problem and
 * throws one ConfigError listing them all, so a person can fix the environment in one go.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];

  const rawPort = value(env, 'PORT') ?? '8080';
  const port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${rawPort}")`);
  }

  const host = value(env, 'HOST') ?? 'localhost';
  if (/\s/.test(host)) problems.push(`HOST must be a host name or IP address (got "${host}")`);

  const databaseUrl = value(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !isUrlOf(databaseUrl, ['postgres:', 'postgresql:'])) {
    // The value is not echoed: it may hold a password.
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const rawNodeEnv = value(env, 'NODE_ENV') ?? 'development';
  const nodeEnv: NodeEnv = oneOf(NODE_ENVS, rawNodeEnv) ? rawNodeEnv : 'development';
  if (!oneOf(NODE_ENVS, rawNodeEnv)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${rawNodeEnv}")`);
  }

  // Tests are quiet unless LOG_LEVEL asks otherwise.
  const rawLogLevel = value(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  const logLevel: LogLevel = oneOf(LOG_LEVELS, rawLogLevel) ? rawLogLevel : 'info';
  if (!oneOf(LOG_LEVELS, rawLogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${rawLogLevel}")`);
  }

  const authMail = readAuthMailConfig(env, problems);
  const network = readNetworkConfig(env, problems, { nodeEnv: rawNodeEnv, host });
  const market = loadMarketConfig(env, problems);
  const funds = loadFundsConfig(env, problems);
  const exchange = loadExchangeConfig(env, problems);
  const oauth = loadOAuthConfig(env, problems, { nodeEnv, host });
  const deployment = readDeploymentConfig(env, problems, rawNodeEnv);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir: path.resolve(cwd, value(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    nodeEnv,
    logLevel,
    webDistDir: path.resolve(cwd, value(env, 'WEB_DIST_DIR') ?? './dist'),
    ...authMail,
    network,
    market,
    funds,
    exchange,
    oauth,
    deployment,
  };
}
