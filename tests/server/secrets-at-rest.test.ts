import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { secretBox } from '../../server/modules/auth/secret-box.ts';
import { SecretsKeyError, storedSecret } from '../../server/modules/auth/secrets.ts';
import { GENERATED_KEY_FILE } from '../../server/modules/auth/secrets-key.ts';
import type { TwoFactorEnrolment } from '../../src/contracts/two-factor.ts';
import { api, login, STRONG_PASSWORD, signUp, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = randomBytes(48).toString('base64');

/** Every reading of a stored value an attacker holding the database might try as a key. */
function candidateKeys(value: string): Buffer[] {
  const parts = [value, ...value.split('.')];
  return parts.flatMap((part) => [Buffer.from(part, 'utf8'), Buffer.from(part, 'base64url')]);
}

// ASVS 11.1 / 13.3: the keys the server keeps in its database are sealed under SECRETS_KEY, so
// a copy of the database alone verifies no token and opens no authenticator secret.
describe('stored secrets under SECRETS_KEY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SECRETS_KEY: KEY } });
  });
  afterAll(() => server.close());

  async function traderWithAuthenticator() {
    const email = uniqueEmail('sealed');
    await signUp(server, email);
    const { token } = await login(server, email);
    const headers: Record<string, string> = {};
    let enrol = await call(server.url, 'POST', api('/auth/two-factor/enrol'), { token });
    if (enrol.status === 403) {
      // The step-up control (#24) guards enrolment: confirm the password first, as a user would.
      const stepUp = await call(server.url, 'POST', api('/auth/step-up'), {
        token,
        body: { password: STRONG_PASSWORD },
      });
      headers['x-step-up'] = (stepUp.json as { stepUpToken: string }).stepUpToken;
      enrol = await call(server.url, 'POST', api('/auth/two-factor/enrol'), { token, headers });
    }
    expect(enrol.status).toBe(200);
    return { token, secret: (enrol.json as TwoFactorEnrolment).secret };
  }

  it('a database copy verifies no access token and opens no TOTP secret', async () => {
    const { token, secret } = await traderWithAuthenticator();
    const { rows: secrets } = await server.query<{ name: string; value: string }>(
      'select name, value from auth_secret',
    );
    expect(secrets.map((row) => row.name)).toEqual(
      expect.arrayContaining(['jwt_hs256', 'otp_hmac', 'totp_aes', 'kyc_hmac', 'kyc_otp_hmac']),
    );
    for (const row of secrets) expect(row.value, row.name).toMatch(/^kek1\./);

    const [header, payload, signature] = token.split('.');
    const forged = secrets.flatMap((row) =>
      candidateKeys(row.value).map((key) =>
        createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'),
      ),
    );
    expect(forged).not.toContain(signature);

    const { rows: sealed } = await server.query<{ secret_box: string }>(
      'select secret_box from two_factor',
    );
    expect(sealed.length).toBeGreaterThan(0);
    for (const { secret_box } of sealed) {
      expect(secret_box).not.toContain(secret);
      for (const row of secrets) {
        for (const key of candidateKeys(row.value)) {
          expect(() => secretBox(key).open(secret_box)).toThrow();
        }
      }
    }
    // The server itself, holding the key, still verifies the token.
    expect((await call(server.url, 'GET', api('/auth/two-factor'), { token })).status).toBe(200);
  });

  it('refuses to start on the database with another SECRETS_KEY, naming the setting', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'derivo-other-key-'));
    const other = buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SECRETS_KEY: randomBytes(32).toString('hex'),
        WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
      }),
      database: server.database,
    });
    await expect(other.ready()).rejects.toThrow(/^SECRETS_KEY does not open the stored secret/);
    await other.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seals a row kept before the key on first read, keeping its value', async () => {
    const legacy = randomBytes(32).toString('base64url');
    await server.query('insert into auth_secret (name, value) values ($1, $2)', [
      'legacy_test',
      legacy,
    ]);
    const kek = Buffer.from(KEY, 'base64');
    const first = await storedSecret(server.database.db, 'legacy_test', kek);
    expect(Buffer.from(first).toString('base64url')).toBe(legacy);
    const { rows } = await server.query<{ value: string }>(
      `select value from auth_secret where name = 'legacy_test'`,
    );
    expect(rows[0]?.value).toMatch(/^kek1\./);
    expect(rows[0]?.value).not.toContain(legacy);
    const again = await storedSecret(server.database.db, 'legacy_test', kek);
    expect(Buffer.from(again).toString('base64url')).toBe(legacy);
    await expect(
      storedSecret(server.database.db, 'legacy_test', randomBytes(32)),
    ).rejects.toBeInstanceOf(SecretsKeyError);
  });

  it('cannot be made to open one secret as another (rows swapped in the database)', async () => {
    await server.query(
      `update auth_secret set value = (select value from auth_secret where name = 'otp_hmac') where name = 'legacy_test'`,
    );
    await expect(
      storedSecret(server.database.db, 'legacy_test', Buffer.from(KEY, 'base64')),
    ).rejects.toBeInstanceOf(SecretsKeyError);
  });
});

describe('outside production without SECRETS_KEY', () => {
  it('generates a key in the data directory, readable by its owner only', async () => {
    const server = await startTestServer();
    try {
      const file = path.join(server.sameExchange.DATA_DIR as string, GENERATED_KEY_FILE);
      expect((await stat(file)).mode & 0o077).toBe(0);
      const { rows } = await server.query<{ value: string }>('select value from auth_secret');
      for (const row of rows) expect(row.value).toMatch(/^kek1\./);
    } finally {
      await server.close();
    }
  });
});
