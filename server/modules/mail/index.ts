import type { FastifyPluginAsync } from 'fastify';
import { devMailboxPath, MailboxQuery, MailboxResponse } from '../../../src/contracts/mail.ts';
import { errorResponses } from '../../http/errors.ts';
import { every } from '../../jobs/every.ts';
import { listOutbox, pruneOutbox } from './outbox.ts';

/**
 * The dev mailbox: GET /dev/mailbox?to=<email> lists the mail the embedded transport stored,
 * newest first (OTP texts included). The route does not exist when NODE_ENV=production. Stored
 * mail is kept for a week.
 */
export const mailModule: FastifyPluginAsync = async (app) => {
  every(app, 'outbox pruning', 60 * 60 * 1000, async () => {
    const pruned = await pruneOutbox(app.db, app.clock.now());
    if (pruned > 0) app.log.info({ pruned }, 'Pruned old outbox messages');
  });
  if (app.config.nodeEnv === 'production') return;
  app.get<{ Querystring: MailboxQuery; Reply: MailboxResponse }>(
    devMailboxPath,
    {
      schema: { querystring: MailboxQuery, response: { 200: MailboxResponse, ...errorResponses } },
    },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      return { messages: await listOutbox(app.db, to === '' ? undefined : to) };
    },
  );
};
