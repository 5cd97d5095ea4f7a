import fastifyPlugin from 'fastify-plugin';
import { devMailboxPath, MailboxQuery, MailboxResponse } from '../../../src/contracts/mail.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { every } from '../../jobs/every.ts';
import { createMailer } from './mailer.ts';
import { listOutbox, pruneOutbox } from './outbox.ts';

/**
 * Mail: decorates the root with `app.mailer` (the outbox table by default, SMTP when SMTP_URL is
 * set) and serves the dev mailbox: GET /dev/mailbox?to=<email> lists the mail the embedded
 * transport stored, newest first (OTP texts included). The route does not exist when
 * NODE_ENV=production. Stored mail is kept for a week.
 */
export const mailModule = fastifyPlugin<{ prefix?: string }>(
  async (app, { prefix }) => {
    app.decorate(
      'mailer',
      createMailer({ config: app.config, db: app.db, clock: app.clock, log: app.log }),
    );
    every(app, 'outbox pruning', 60 * 60 * 1000, async () => {
      const pruned = await pruneOutbox(app.db, app.clock.now());
      if (pruned > 0) app.log.info({ pruned }, 'Pruned old outbox messages');
    });
    if (app.config.nodeEnv === 'production') return;
    await app.register(
      async (scope) => {
        scope.get<{ Querystring: MailboxQuery; Reply: MailboxResponse }>(
          devMailboxPath,
          { schema: routeSchema({ 200: MailboxResponse }, { querystring: MailboxQuery }) },
          async (request) => {
            const to = request.query.to?.trim().toLowerCase();
            return { messages: await listOutbox(app.db, to === '' ? undefined : to) };
          },
        );
      },
      { prefix },
    );
  },
  { name: 'mail' },
);
