import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A module writes only its own tables; another module that needs a change there calls the
 * owner's service. A static scan: every INSERT INTO / UPDATE / DELETE FROM in
 * server/modules/<module> (Kysely's insertInto, updateTable, deleteFrom, mergeInto, or raw SQL)
 * against the module that created the table, read from server/db/migrations.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'server/db/migrations');
const MODULES = path.join(ROOT, 'server/modules');

/** Which module each migration that creates tables belongs to. */
const MIGRATION_MODULE: Readonly<Record<string, string>> = {
  '0001_installation.ts': 'db', // server/db itself: the installation row, no module writes it
  '0002_mail_outbox.ts': 'mail',
  '0003_auth.ts': 'auth',
  '0010_two_factor.ts': 'auth',
  '0020_funds.ts': 'funds',
  '0030_kyc.ts': 'kyc',
  // The trading desk's tables: the exchange core's projection writes them, and the exchange
  // module hosts the core and registers trading/'s routes (trading/ has no plugin of its own).
  '0040_trading.ts': 'exchange',
  '0045_option_settlement.ts': 'exchange',
  '0060_trading_notices.ts': 'exchange',
  '0050_public_forms.ts': 'public',
  '0070_oauth.ts': 'oauth',
  '0080_account_settings.ts': 'auth', // login_session: the sessions list of /settings
  '0085_referrals.ts': 'referral',
  '0090_core_journal.ts': 'exchange',
  '0092_core_projection.ts': 'exchange',
  '0094_referral_reward_rules.ts': 'referral',
  '0097_money_controls.ts': 'auth', // withdrawal_code: auth's withdrawal codes (gates.withdrawalCodes)
  '0098_signup_consent.ts': 'auth',
  '0099_email_change.ts': 'auth',
  '0200_api_keys.ts': 'api-keys',
};

/** Folders under server/modules that are part of another module's plugin. */
const PART_OF: Readonly<Record<string, string>> = { trading: 'exchange' };

/** Comments out, so prose about a table is not taken for a write. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Tables a migration creates, including those created in a loop over a list of names. */
function createdTables(source: string): string[] {
  const code = withoutComments(source);
  const named = [...code.matchAll(/createTable\(\s*'([a-z_]+)'/g)].map((m) => m[1] as string);
  const raw = [...code.matchAll(/\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_]+)/gi)].map(
    (m) => (m[1] as string).toLowerCase(),
  );
  const looped = [...code.matchAll(/createTable\(\s*([A-Za-z_]\w*)\s*\)/g)].flatMap((m) => {
    const list = new RegExp(`for\\s*\\(const\\s+${m[1]}\\s+of\\s+\\[([^\\]]*)\\]`).exec(code);
    return list ? [...(list[1] as string).matchAll(/'([a-z_]+)'/g)].map((n) => n[1] as string) : [];
  });
  return [...named, ...raw, ...looped];
}

function tableOwners(): Map<string, { module: string | undefined; migration: string }> {
  const owners = new Map<string, { module: string | undefined; migration: string }>();
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => /^\d{4}_.*\.ts$/.test(f))
    .sort()) {
    for (const table of createdTables(readFileSync(path.join(MIGRATIONS, file), 'utf8'))) {
      owners.set(table, { module: MIGRATION_MODULE[file], migration: file });
    }
  }
  return owners;
}

interface Write {
  readonly module: string;
  readonly file: string;
  /** The table, or undefined when the code names it through a variable. */
  readonly table: string | undefined;
  readonly code: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const KYSELY_WRITE = /\.(insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*([^)]*)\)/g;
const RAW_WRITES = [
  /\binsert\s+into\s+([a-z_]+)/gi,
  /\bupdate\s+([a-z_]+)(?:\s+(?:as\s+)?[a-z_]+)?\s+set\b/gi,
  /\bdelete\s+from\s+([a-z_]+)/gi,
];

/** Every write to a table in the source of one module's file. */
function writesIn(module: string, file: string, source: string): Write[] {
  const code = withoutComments(source);
  const relative = path.relative(ROOT, file);
  const kysely = [...code.matchAll(KYSELY_WRITE)].map((m) => {
    const literal = /^\s*(['"`])([a-z_]+)(?:\s+as\s+\w+)?\1\s*$/.exec(m[2] as string);
    return { module, file: relative, table: literal?.[2], code: m[0] };
  });
  const raw = RAW_WRITES.flatMap((pattern) =>
    [...code.matchAll(pattern)].map((m) => ({
      module,
      file: relative,
      table: (m[1] as string).toLowerCase(),
      code: m[0],
    })),
  );
  return [...kysely, ...raw];
}

function moduleWrites(): Write[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const module = PART_OF[entry.name] ?? entry.name;
      return filesUnder(path.join(MODULES, entry.name)).flatMap((file) =>
        writesIn(module, file, readFileSync(file, 'utf8')),
      );
    });
}

describe('module tables', () => {
  const owners = tableOwners();
  const writes = moduleWrites();

  it('knows the module of every table a migration creates', () => {
    const unowned = [...owners]
      .filter(([, owner]) => owner.module === undefined)
      .map(([table, owner]) => `${table} (${owner.migration})`);
    expect(unowned).toEqual([]);
    // The scan reads what it should: tables of each kind of migration, and writes of each kind.
    expect(owners.get('app_user')?.module).toBe('auth');
    expect(owners.get('public_newsletter_subscription')?.module).toBe('public');
    expect(owners.get('withdrawal_code')?.module).toBe('auth');
    expect(writes).toContainEqual(
      expect.objectContaining({
        module: 'auth',
        table: 'app_user',
        file: 'server/modules/auth/users.ts',
      }),
    );
    expect(writes).toContainEqual(
      expect.objectContaining({ module: 'auth', table: 'signup_consent' }),
    );
  });

  it('finds a write to another module’s table, in Kysely and in raw SQL', () => {
    const found = writesIn(
      'kyc',
      path.join(MODULES, 'kyc/example.ts'),
      "await db.updateTable('app_user').set({});\nawait sql`delete from refresh_token where x`;\n// insert into mail_outbox\n",
    );
    expect(found.map((write) => write.table)).toEqual(['app_user', 'refresh_token']);
  });

  it('names every table a module writes literally', () => {
    const unnamed = writes
      .filter((write) => write.table === undefined)
      .map((write) => `${write.module}: ${write.code} in ${write.file}`);
    expect(unnamed).toEqual([]);
  });

  it('lets each module write only the tables it created', () => {
    const foreign = writes
      .filter((write) => write.table !== undefined)
      .flatMap((write) => {
        const owner = owners.get(write.table as string);
        if (owner === undefined)
          return [
            `${write.module} writes ${write.table}, which no migration creates, in ${write.file}`,
          ];
        return owner.module === write.module
          ? []
          : [`${write.module} writes ${write.table} (${owner.module}'s) in ${write.file}`];
      });
    expect([...new Set(foreign)]).toEqual([]);
  });
});
