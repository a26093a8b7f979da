import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mail-message.js';

export const OUTBOX_DIR = 'outbox';
const LINK_HEADER = 'X-Plotplan-Link';

/** `2025-01-31T12-00-00.000Z-<hex>.eml`: sorts by time, no ':' (not allowed in Windows names). */
export function outboxFileName(date: Date): string {
  return `${date.toISOString().replaceAll(':', '-')}-${randomBytes(6).toString('hex')}.eml`;
}

/**
 * Without SMTP: each mail becomes a raw RFC 822 file in `DATA_DIR/outbox/`, and its recipient,
 * subject and link are logged, so a developer (or a browser test) can follow the link. The body may
 * be quoted-printable, so the link is also put verbatim into an `X-Plotplan-Link` header.
 */
export function createOutboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const dir = path.join(dataDir, OUTBOX_DIR);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Prepared: written as is, so the URL is never folded or encoded.
        headers: message.link === undefined ? {} : { [LINK_HEADER]: { prepared: true, value: message.link } },
      });
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not buffer the mail');
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName(new Date()));
      await writeFile(file, info.message, { mode: 0o600 });
      log.info(
        { to: message.to, subject: message.subject, link: message.link },
        'mail written to the outbox',
      );
    },
    async close() {
      transport.close();
    },
  };
}
