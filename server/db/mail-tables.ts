import type { ColumnType } from 'kysely';

/** A message the embedded mailer stored instead of sending. */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  created_at: ColumnType<Date, Date, never>;
  /** Insertion order, to list newest first even within one millisecond. */
  seq: ColumnType<string, never, never>;
}
