import { ConfigError, loadConfig } from '../../../server/config.ts';

/** The problems loadConfig lists for `env`; fails the test when it accepts the environment. */
export function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, '/srv/derivo');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('loadConfig accepted the environment');
}
