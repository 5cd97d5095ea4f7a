import { type Static, Type } from 'typebox';

/**
 * The dev mailbox (GET /api/v1/dev/mailbox?to=<email>, absent when NODE_ENV=production): the
 * mail the embedded mailer stored, newest first, so people and end-to-end tests can read OTPs.
 */
export const devMailboxPath = '/dev/mailbox';

export const MailboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
});
export type MailboxQuery = Static<typeof MailboxQuery>;

export const MailboxMessage = Type.Object({
  id: Type.String(),
  to: Type.String(),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** ISO 8601 time the message was stored. */
  createdAt: Type.String(),
});
export type MailboxMessage = Static<typeof MailboxMessage>;

export const MailboxResponse = Type.Object({ messages: Type.Array(MailboxMessage) });
export type MailboxResponse = Static<typeof MailboxResponse>;
