import { type MigrationResultSet, Migrator } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

export class MigrationError extends Error {
  constructor(migrationName: string | undefined, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Database migration ${migrationName ?? '(setup)'} failed: ${reason}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema up to date with the migrations listed in migrations/index.ts, on PGlite
 * and PostgreSQL alike. Returns the names it applied (none when already up to date).
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Each module owns a number range (auth 0004–, funds 0020–, KYC 0030–, …), so a release can add a
  // migration that sorts before one an older database already ran; modules' tables are independent.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
