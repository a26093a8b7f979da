import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The server under test writes each mail as an .eml file into DATA_DIR/outbox (no SMTP_URL). */
const outboxDir = () => path.join(process.env['PLOTPLAN_E2E_DATA'] ?? '', 'outbox');

export interface ReceivedMail {
  readonly subject: string;
  readonly text: string;
  readonly file: string;
}

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const found: ReceivedMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(await readFile(path.join(outboxDir(), file)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(',') : (parsed.to?.text ?? '');
    if (to.toLowerCase().includes(address.toLowerCase())) {
      found.push({ subject: parsed.subject ?? '', text: parsed.text ?? '', file });
    }
  }
  return found;
}

/** Waits for the `count`-th mail to an address and returns it (oldest first). */
export async function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    const mail = mails[count - 1];
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail whose path starts with `pathPrefix`, as an absolute URL. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
}
