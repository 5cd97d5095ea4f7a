import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { decodeSecretsKey, SECRETS_KEY_MIN_BYTES } from '../../config-production.ts';

/** Where a server outside production keeps the key it generated (README: "Keys"). */
export const GENERATED_KEY_FILE = 'secrets.key';

const generated = new Map<string, Uint8Array>();

/**
 * The key-encryption key that seals the secrets kept in the database: SECRETS_KEY, or outside
 * production a random key generated once in DATA_DIR (so the data directory, not the database
 * alone, is what a thief would need). Production never gets here without SECRETS_KEY (config).
 */
export function keyEncryptionKey(
  config: Pick<Config, 'deployment' | 'dataDir' | 'nodeEnv'>,
): Uint8Array {
  if (config.deployment.secretsKey !== undefined) return config.deployment.secretsKey;
  if (config.nodeEnv === 'production') throw new Error('SECRETS_KEY is required in production');
  const file = path.join(config.dataDir, GENERATED_KEY_FILE);
  const known = generated.get(file);
  if (known !== undefined) return known;
  const key = readOrCreate(file);
  generated.set(file, key);
  return key;
}

function readOrCreate(file: string): Uint8Array {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two servers starting at once cannot both write a key; the second reads the first's.
    writeFileSync(file, `${randomBytes(48).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = decodeSecretsKey(readFileSync(file, 'utf8').trim());
  if (key === undefined || key.length < SECRETS_KEY_MIN_BYTES) {
    throw new Error(`${file} does not hold a key of ${SECRETS_KEY_MIN_BYTES}+ bytes`);
  }
  return key;
}
