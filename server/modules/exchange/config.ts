/** The exchange core's settings, read from the environment by loadConfig (server/config.ts). */
export interface ExchangeConfig {
  /** EXCHANGE_CORE=1: trading and money run on the exchange core instead of the trading desk. */
  readonly core: boolean;
  /** CORE_SNAPSHOT_EVERY: a snapshot every this many commands, in a worker (0: none). */
  readonly snapshotEvery: number;
}

export function loadExchangeConfig(
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): ExchangeConfig {
  const flag = env.EXCHANGE_CORE?.trim() ?? '';
  if (flag !== '' && flag !== '0' && flag !== '1') {
    problems.push(`EXCHANGE_CORE must be 1 or 0 (got "${flag}")`);
  }
  const raw = env.CORE_SNAPSHOT_EVERY?.trim() ?? '';
  const every = raw === '' ? 100_000 : Number(raw);
  if (!Number.isSafeInteger(every) || every < 0) {
    problems.push(`CORE_SNAPSHOT_EVERY must be a whole number of commands (got "${raw}")`);
  }
  return {
    core: flag === '1',
    snapshotEvery: Number.isSafeInteger(every) && every >= 0 ? every : 100_000,
  };
}
