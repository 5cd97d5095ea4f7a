import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send({ to, subject, text }) {
      const info = await transport.sendMail({ from, to, subject, text });
      log.info({ to, subject, messageId: info.messageId }, `Mail sent to ${to}: ${subject}`);
    },
  };
}
