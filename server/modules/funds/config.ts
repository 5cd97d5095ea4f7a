/** The funds module's settings, read from the environment by loadConfig (server/config.ts). */
export interface FundsConfig {
  /** FUNDS_WITHDRAWAL_SETTLE_MS: how long a withdrawal stays pending before the bank pays it. */
  readonly withdrawalSettleMs: number;
}

export const FUNDS_DEFAULTS: FundsConfig = { withdrawalSettleMs: 3_000 };

export function loadFundsConfig(
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): FundsConfig {
  const raw = env.FUNDS_WITHDRAWAL_SETTLE_MS?.trim();
  if (raw === undefined || raw === '') return FUNDS_DEFAULTS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 3 * 24 * 3_600_000) {
    problems.push(
      `FUNDS_WITHDRAWAL_SETTLE_MS must be a whole number of milliseconds up to 3 days (got "${raw}")`,
    );
    return FUNDS_DEFAULTS;
  }
  return { withdrawalSettleMs: ms };
}
