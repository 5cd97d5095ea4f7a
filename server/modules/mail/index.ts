import type { FastifyPluginAsync } from 'fastify';
import { devMailboxPath, MailboxQuery, MailboxResponse } from '../../../src/contracts/mail.ts';
import { listOutbox } from './outbox.ts';

/**
 * The dev mailbox: GET /dev/mailbox?to=<email> lists the mail the embedded transport stored,
 * newest first (OTP texts included). The route does not exist when NODE_ENV=production.
 */
export const mailModule: FastifyPluginAsync = async (app) => {
  if (app.config.nodeEnv === 'production') return;
  app.get<{ Querystring: MailboxQuery; Reply: MailboxResponse }>(
    devMailboxPath,
    { schema: { querystring: MailboxQuery, response: { 200: MailboxResponse } } },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      return { messages: await listOutbox(app.db, to === '' ? undefined : to) };
    },
  );
};
