/** The market module's settings, read from the environment by loadConfig (server/config.ts). */
export interface MarketConfig {
  /**
   * MARKET_SEED: the simulation's seed (the history before the start, the option chains' open
   * interest). The same seed gives the same market.
   */
  readonly seed: number;
  /**
   * Whether MARKET_SEED was set: then the live steps follow the seed too (tests and demos);
   * unset, they come from node:crypto and nobody can predict them from the public default.
   */
  readonly seededLive: boolean;
  /** MARKET_TICK_MS: how often prices move (majors every tick, the rest every second tick). */
  readonly tickMs: number;
  /** MARKET_OPTION_TICK_MS: how often subscribed option chains are re-marked and sent. */
  readonly optionTickMs: number;
  /** MARKET_HISTORY_DAYS: days of minute candles generated before the start. */
  readonly historyDays: number;
  /** MARKET_WS_MAX_BUFFERED_BYTES: a socket with more unsent bytes is dropped as too slow. */
  readonly maxBufferedBytes: number;
  /** MARKET_WS_RATE_LIMIT: socket upgrades allowed per client address per minute. */
  readonly wsRateLimit: number;
  /** MARKET_REST_RATE_LIMIT: market REST calls allowed per client address per minute. */
  readonly restRateLimit: number;
  /** MARKET_MAX_SOCKETS: open market sockets allowed in all. */
  readonly maxSockets: number;
  /**
   * MARKET_WS_HEARTBEAT_MS: how often each socket is pinged; one that has not answered the
   * previous ping by the next is dropped.
   */
  readonly heartbeatMs: number;
  /** MARKET_WS_MAX_PER_IP: open market sockets allowed from one client address. */
  readonly maxSocketsPerIp: number;
  /**
   * MARKET_WS_CONFLATE_MS: the conflation window. A socket gets one frame per window holding the
   * newest update of each instrument (sockets opened with `interval=raw` get every update).
   */
  readonly conflateMs: number;
  /**
   * MARKET_BENCH_EVENTS_PER_S: bench-only. Extra market events per second, spread over the
   * instruments someone listens to (0, the default, adds none). Never set it in production.
   */
  readonly benchEventsPerSecond: number;
}

export const MARKET_DEFAULTS: MarketConfig = {
  seed: 20_251_122,
  seededLive: false,
  tickMs: 250,
  optionTickMs: 1_000,
  historyDays: 31,
  maxBufferedBytes: 1_048_576,
  wsRateLimit: 120,
  restRateLimit: 600,
  maxSockets: 10_000,
  heartbeatMs: 30_000,
  maxSocketsPerIp: 64,
  conflateMs: 100,
  benchEventsPerSecond: 0,
};

type Env = Readonly<Record<string, string | undefined>>;

type NumberField = Exclude<keyof MarketConfig, 'seededLive'>;

const FIELDS: readonly [NumberField, string, number, number][] = [
  ['seed', 'MARKET_SEED', 0, 4_294_967_295],
  ['tickMs', 'MARKET_TICK_MS', 5, 60_000],
  ['optionTickMs', 'MARKET_OPTION_TICK_MS', 5, 60_000],
  ['historyDays', 'MARKET_HISTORY_DAYS', 30, 365],
  ['maxBufferedBytes', 'MARKET_WS_MAX_BUFFERED_BYTES', 1_024, 1_073_741_824],
  ['wsRateLimit', 'MARKET_WS_RATE_LIMIT', 1, 1_000_000],
  ['restRateLimit', 'MARKET_REST_RATE_LIMIT', 1, 1_000_000],
  ['maxSockets', 'MARKET_MAX_SOCKETS', 1, 1_000_000],
  ['heartbeatMs', 'MARKET_WS_HEARTBEAT_MS', 100, 3_600_000],
  ['maxSocketsPerIp', 'MARKET_WS_MAX_PER_IP', 1, 1_000_000],
  ['conflateMs', 'MARKET_WS_CONFLATE_MS', 10, 10_000],
  ['benchEventsPerSecond', 'MARKET_BENCH_EVENTS_PER_S', 0, 1_000_000],
];

/** Reads MARKET_* variables; each problem is added to `problems` (the default stays). */
export function loadMarketConfig(env: Env, problems: string[]): MarketConfig {
  const config: Record<NumberField, number> = { ...MARKET_DEFAULTS };
  for (const [key, name, min, max] of FIELDS) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    if (value >= min && value <= max) config[key] = value;
    else problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  const seed = env.MARKET_SEED?.trim();
  return { ...config, seededLive: seed !== undefined && seed !== '' };
}
