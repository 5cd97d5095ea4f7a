import { MAX_FUNDING_INTERVAL_S } from '../../core/core-config.ts';

/** The exchange core's settings, read from the environment by loadConfig (server/config.ts). */
export interface ExchangeConfig {
  /** CORE_SNAPSHOT_EVERY: a snapshot every this many commands, in a worker (0: none). */
  readonly snapshotEvery: number;
  /**
   * FUNDING_INTERVAL_S: seconds between funding payments (default 28,800, 8 h). Journaled at start
   * when it differs from the core's, so a replay keeps the rules it ran under.
   */
  readonly fundingIntervalS: number;
}

const DEFAULT_FUNDING_INTERVAL_S = 28_800;

export function loadExchangeConfig(
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): ExchangeConfig {
  const raw = env.CORE_SNAPSHOT_EVERY?.trim() ?? '';
  const every = raw === '' ? 100_000 : Number(raw);
  if (!Number.isSafeInteger(every) || every < 0) {
    problems.push(`CORE_SNAPSHOT_EVERY must be a whole number of commands (got "${raw}")`);
  }
  const fundingRaw = env.FUNDING_INTERVAL_S?.trim() ?? '';
  const funding = fundingRaw === '' ? DEFAULT_FUNDING_INTERVAL_S : Number(fundingRaw);
  // Digits only: "1e3", "0x10" and "10.0" are refused rather than read as something else.
  const fundingOk =
    fundingRaw === '' ||
    (/^\d+$/.test(fundingRaw) && funding >= 1 && funding <= MAX_FUNDING_INTERVAL_S);
  if (!fundingOk) {
    problems.push(
      `FUNDING_INTERVAL_S must be a whole number of seconds from 1 to ${MAX_FUNDING_INTERVAL_S} (got "${fundingRaw}")`,
    );
  }
  return {
    snapshotEvery: Number.isSafeInteger(every) && every >= 0 ? every : 100_000,
    fundingIntervalS: fundingOk ? funding : DEFAULT_FUNDING_INTERVAL_S,
  };
}
