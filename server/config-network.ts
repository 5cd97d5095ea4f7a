import type { Env } from './config.ts';
import { seconds, value } from './config-auth.ts';

/** How the server meets the network: proxy trust, timeouts, and the dev-mode guard. */
export interface NetworkConfig {
  /**
   * TRUST_PROXY: off by default (the socket's address is the client). A number of proxy hops, or
   * a comma-separated list of proxy addresses/CIDRs, makes `request.ip` the real client from
   * X-Forwarded-For, so per-address limits count people, not the proxy.
   */
  readonly trustProxy: false | number | string;
  /** REQUEST_TIMEOUT_S: the whole request (headers and body) must arrive within this. */
  readonly requestTimeoutMs: number;
  /** HEADERS_TIMEOUT_S: the request headers must arrive within this. */
  readonly headersTimeoutMs: number;
  /** IDLE_TIMEOUT_S: an HTTP connection silent for this long is closed (upgraded sockets have their own heartbeat). */
  readonly idleTimeoutMs: number;
}

/** Hosts that are this machine only: a development server there exposes nothing. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

const PROXY_LIST = /^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/;

function trustProxy(env: Env, problems: string[]): NetworkConfig['trustProxy'] {
  const raw = value(env, 'TRUST_PROXY');
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  if (PROXY_LIST.test(raw)) return raw;
  problems.push(
    `TRUST_PROXY must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (got "${raw}")`,
  );
  return false;
}

/**
 * Reads the network settings. Outside production the server has a readable mailbox, a demo
 * account with a published password and codes in the log, so it refuses a non-loopback HOST
 * unless ALLOW_DEV_ON_NETWORK=1 says that is meant.
 */
export function readNetworkConfig(
  env: Env,
  problems: string[],
  mode: { nodeEnv: string; host: string },
): NetworkConfig {
  if (
    mode.nodeEnv !== 'production' &&
    !isLoopbackHost(mode.host) &&
    value(env, 'ALLOW_DEV_ON_NETWORK') !== '1'
  ) {
    problems.push(
      `HOST "${mode.host}" is reachable from the network, but NODE_ENV is "${mode.nodeEnv}" (unset means development): that mode has a mailbox anyone can read, a demo account with a published password and codes in the log. Set NODE_ENV=production, listen on localhost, or set ALLOW_DEV_ON_NETWORK=1 if you really mean it`,
    );
  }
  const requestTimeoutMs = seconds(env, 'REQUEST_TIMEOUT_S', 30, problems) * 1000;
  const headersTimeoutMs = seconds(env, 'HEADERS_TIMEOUT_S', 10, problems) * 1000;
  if (headersTimeoutMs > requestTimeoutMs) {
    problems.push('HEADERS_TIMEOUT_S must not be longer than REQUEST_TIMEOUT_S');
  }
  return {
    trustProxy: trustProxy(env, problems),
    requestTimeoutMs,
    headersTimeoutMs,
    idleTimeoutMs: seconds(env, 'IDLE_TIMEOUT_S', 120, problems) * 1000,
  };
}
