import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { DEFAULT_MAIL_FROM, type Mailer } from './mail-message.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export type { Mailer } from './mail-message.js';

/** SMTP when `SMTP_URL` is set, else `.eml` files in `DATA_DIR/outbox/`. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  return config.smtpUrl !== undefined
    ? createSmtpMailer(config.smtpUrl, from, log)
    : createOutboxMailer(config.dataDir, from, log);
}
