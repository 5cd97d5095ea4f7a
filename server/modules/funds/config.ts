/** The funds module's settings, read from the environment by loadConfig (server/config.ts). */
export interface FundsConfig {
  /** FUNDS_WITHDRAWAL_SETTLE_MS: how long a confirmed withdrawal waits before the bank pays it. */
  readonly withdrawalSettleMs: number;
  /** BANK_CHANGE_COOL_OFF_S: how long withdrawals are held after the payout account changed. */
  readonly bankChangeCoolOffS: number;
  /** Demo deposits are on: outside production, or with DEMO_FUNDS=1. */
  readonly demoDeposits: boolean;
  /** Withdrawals are on: off with DEMO_FUNDS=1, so demo money never leaves. */
  readonly withdrawals: boolean;
}

export const FUNDS_DEFAULTS: FundsConfig = {
  withdrawalSettleMs: 3_000,
  bankChangeCoolOffS: 86_400,
  demoDeposits: true,
  withdrawals: true,
};

const MAX_COOL_OFF_S = 30 * 86_400;

function wholeNumber(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  max: number,
  unit: string,
  problems: string[],
): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n > max) {
    problems.push(`${name} must be a whole number of ${unit} up to ${max} (got "${raw}")`);
    return undefined;
  }
  return n;
}

export function loadFundsConfig(
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): FundsConfig {
  const demoFunds = env.DEMO_FUNDS?.trim() === '1';
  const production = env.NODE_ENV?.trim() === 'production';
  return {
    withdrawalSettleMs:
      wholeNumber(
        env,
        'FUNDS_WITHDRAWAL_SETTLE_MS',
        3 * 24 * 3_600_000,
        'milliseconds',
        problems,
      ) ?? FUNDS_DEFAULTS.withdrawalSettleMs,
    bankChangeCoolOffS:
      wholeNumber(env, 'BANK_CHANGE_COOL_OFF_S', MAX_COOL_OFF_S, 'seconds', problems) ??
      FUNDS_DEFAULTS.bankChangeCoolOffS,
    demoDeposits: !production || demoFunds,
    withdrawals: !demoFunds,
  };
}
