import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailboxMessage } from '../../../src/contracts/mail.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { deleteCreatedBefore } from '../../db/prune.ts';
import type { Mailer } from './mailer.ts';

/** The embedded transport: stores each message in mail_outbox and logs it. */
export function outboxMailer(
  db: Db,
  clock: Clock,
  from: string,
  log: FastifyBaseLogger,
  options: { logText: boolean },
): Mailer {
  return {
    transport: 'outbox',
    async send({ to, subject, text }) {
      const id = randomUUID();
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          to_address: to,
          from_address: from,
          subject,
          text_body: text,
          created_at: new Date(clock.now()),
        })
        .execute();
      const fields = options.logText
        ? { mailId: id, to, subject, text }
        : { mailId: id, to, subject };
      log.info(fields, `Mail stored in the outbox for ${to}: ${subject}`);
    },
  };
}

export const MAILBOX_LIMIT = 50;

/** The newest stored messages (to `to` when given), newest first. */
export async function listOutbox(db: Db, to: string | undefined): Promise<MailboxMessage[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('seq', 'desc').limit(MAILBOX_LIMIT);
  if (to !== undefined) query = query.where('to_address', '=', to);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    createdAt: row.created_at.toISOString(),
  }));
}

/** How long the embedded transport keeps a message (the dev mailbox lists the newest 50). */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes outbox messages stored over a week before `now`; returns how many. */
export async function pruneOutbox(db: Db, now: number): Promise<number> {
  return deleteCreatedBefore(db, 'mail_outbox', new Date(now - OUTBOX_RETENTION_MS));
}
