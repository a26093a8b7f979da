import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mail-message.js';

/** Sends over SMTP (`smtp://` or `smtps://`, credentials in the URL). Never logs the link. */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A mail server that stops answering must not hold a send (or shutdown) forever.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    mode: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
