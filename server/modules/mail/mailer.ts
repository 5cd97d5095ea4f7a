import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { outboxMailer } from './outbox.ts';
import { smtpMailer } from './smtp.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; modules never know which transport is behind it. */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export interface MailerDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'nodeEnv'>;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the embedded outbox table. */
export function createMailer({ config, db, clock, log }: MailerDeps): Mailer {
  if (config.smtpUrl !== undefined) return smtpMailer(config.smtpUrl, config.mailFrom, log);
  return outboxMailer(db, clock, config.mailFrom, log, {
    logText: config.nodeEnv !== 'production',
  });
}
