import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Config } from '../config.js';
import { OUTBOX_DIR } from '../mail/outbox-mailer.js';

export interface OutboxMail {
  readonly file: string;
  readonly raw: string;
  readonly parsed: ParsedMail;
  readonly to: string;
  readonly text: string;
}

/** Every mail the app has written to DATA_DIR/outbox, oldest first, once pending sends are done. */
export async function outboxMails(app: FastifyInstance, config: Config): Promise<OutboxMail[]> {
  await app.mail.drain();
  const dir = path.join(config.dataDir, OUTBOX_DIR);
  let files: string[];
  try {
    files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const raw = await readFile(file, 'utf8');
      const parsed = await simpleParser(raw);
      return {
        file,
        raw,
        parsed,
        to: parsed.to === undefined ? '' : addressText(parsed),
        text: parsed.text ?? '',
      };
    }),
  );
}

function addressText(parsed: ParsedMail): string {
  const to = parsed.to;
  if (to === undefined) return '';
  return (Array.isArray(to) ? to : [to]).map((a) => a.text).join(', ');
}

/** The mails to one address, oldest first. */
export async function mailsTo(app: FastifyInstance, config: Config, email: string): Promise<OutboxMail[]> {
  return (await outboxMails(app, config)).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The one link of our auth mails (verify or reset page) in a text body. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+\/auth\/(?:verify\?token=|reset-password\/)[A-Za-z0-9_-]+/.exec(text);
  if (match === null) throw new Error(`no auth link in:\n${text}`);
  return match[0];
}

/** The token of a verify (`?token=`) or reset (`/reset-password/<token>`) link. */
export function tokenOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
}

/** The token of the newest mail to an address. */
export async function latestToken(app: FastifyInstance, config: Config, email: string): Promise<string> {
  const mails = await mailsTo(app, config, email);
  const last = mails[mails.length - 1];
  if (last === undefined) throw new Error(`no mail to ${email}`);
  return tokenOf(linkIn(last.text));
}
