import { randomUUID } from 'node:crypto';
import type { Db } from './database.ts';

/** Creates the installation row on first start; returns the (possibly existing) id. */
export async function ensureInstallation(db: Db): Promise<string> {
  await db
    .insertInto('installation')
    .values({ id: randomUUID() })
    .onConflict((conflict) => conflict.column('singleton').doNothing())
    .execute();
  const id = await readInstallationId(db);
  if (id === undefined) throw new Error('The installation row is missing after it was created');
  return id;
}

/** The installation id, or undefined when the row has not been created yet. */
export async function readInstallationId(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('installation').select('id').executeTakeFirst();
  return row?.id;
}
