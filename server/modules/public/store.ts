import { createHash } from 'node:crypto';
import type { ContactRequest } from '../../../src/contracts/public.ts';
import type { Db } from '../../db/index.ts';

export type StoreOutcome = 'created' | 'existing';

const contentHash = (message: ContactRequest): string =>
  createHash('sha256')
    .update(JSON.stringify([message.email, message.subject, message.message]))
    .digest('hex');

/** The public forms' storage: every write is idempotent, so a second submit adds nothing. */
export function publicStore(db: Db) {
  async function saveMessage(
    message: ContactRequest,
    channel: 'contact' | 'chat',
    userId: string | null,
  ): Promise<StoreOutcome> {
    const inserted = await db
      .insertInto('public_contact_message')
      .values({
        full_name: message.fullName,
        email: message.email,
        subject: message.subject,
        message: message.message,
        content_hash: contentHash(message),
        channel,
        user_id: userId,
      })
      .onConflict((oc) => oc.column('content_hash').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? 'created' : 'existing';
  }

  return {
    /** A contact-page message. */
    saveContactMessage(message: ContactRequest): Promise<StoreOutcome> {
      return saveMessage(message, 'contact', null);
    },

    /** A help-chat message, stored with the contact messages; `userId` when signed in. */
    saveSupportMessage(message: ContactRequest, userId: string | null): Promise<StoreOutcome> {
      return saveMessage(message, 'chat', userId);
    },

    async addEmail(
      list: 'public_waitlist_signup' | 'public_newsletter_subscription',
      email: string,
    ): Promise<StoreOutcome> {
      // Each list by its name: the module-tables test reads which tables a module writes.
      const inserted =
        list === 'public_waitlist_signup'
          ? await db
              .insertInto('public_waitlist_signup')
              .values({ email })
              .onConflict((oc) => oc.column('email').doNothing())
              .returning('email')
              .executeTakeFirst()
          : await db
              .insertInto('public_newsletter_subscription')
              .values({ email })
              .onConflict((oc) => oc.column('email').doNothing())
              .returning('email')
              .executeTakeFirst();
      return inserted ? 'created' : 'existing';
    },
  };
}
