import type { Kysely } from 'kysely';
import {
  createRowBalanceCheck,
  createStatementBalanceCheck,
  dropRowBalanceCheck,
  dropStatementBalanceCheck,
} from './ledger-balance-checks.ts';

/**
 * Every journal balances, checked once per statement instead of once per entry (issue 23). The
 * check of 0020 was a deferred row trigger: at commit, each entry summed its whole journal again,
 * which was 6% of the projection's time on PGlite. A statement's new entries must now balance per
 * journal by themselves: a journal is written whole in one statement (the projection, the opening
 * balances), and a journal whose every statement balances balances as a whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropRowBalanceCheck(db);
  await createStatementBalanceCheck(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropStatementBalanceCheck(db);
  await createRowBalanceCheck(db);
}
