import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../test-support/auth-helpers.js';
import { captureLogger } from '../test-support/capture-logger.js';
import { mailsTo } from '../test-support/mail-outbox.js';
import { createTestApp } from '../test-support/test-app.js';
import { createOutboxMailer, outboxFileName } from './outbox-mailer.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'plotplan-outbox-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// Long enough that the text body is quoted-printable and soft-wrapped.
const link = `https://plots.example.com/auth/verify?token=${'Ab_-9'.repeat(9)}`;
const message = {
  to: 'ada@example.com',
  subject: 'Confirm your e-mail address',
  text: `Open this link:\n\n${link}\n`,
  html: `<p><a href="${link}">Confirm</a></p>`,
  link,
};

describe('the outbox mailer', () => {
  it('writes a raw RFC 822 file named by time, readable only by the owner', async () => {
    const { log } = captureLogger();
    const mailer = createOutboxMailer(dataDir, 'Plotplan <noreply@localhost>', log);
    await mailer.send(message);
    await mailer.close();
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const name = files[0] ?? '';
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{12}\.eml$/);
    const file = path.join(dataDir, 'outbox', name);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const raw = await readFile(file, 'utf8');
    expect(raw).toContain(`X-Plotplan-Link: ${link}\n`);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('ada@example.com');
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
  });

  it('logs only recipient, subject and link at info level', async () => {
    const { log, entries } = captureLogger();
    await createOutboxMailer(dataDir, 'Plotplan <noreply@localhost>', log).send(message);
    expect(entries).toEqual([
      {
        level: 'info',
        args: [{ to: message.to, subject: message.subject, link }, 'mail written to the outbox'],
      },
    ]);
  });

  it('names files so they sort by time and hold no colon', () => {
    const a = outboxFileName(new Date('2030-01-02T03:04:05.006Z'));
    expect(a.startsWith('2030-01-02T03-04-05.006Z-')).toBe(true);
    expect(a).not.toContain(':');
    expect(outboxFileName(new Date('2030-01-02T03:04:05.006Z'))).not.toBe(a);
  });
});

describe('outbox mode in the app (no SMTP_URL)', () => {
  it('writes each mail of the auth flow as an .eml file in DATA_DIR/outbox that holds the link', async () => {
    const t = await createTestApp();
    try {
      const email = uniqueEmail('outbox');
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: { email, password: TEST_PASSWORD },
      });
      const [mail] = await mailsTo(t.app, t.config, email);
      expect(path.dirname(mail?.file ?? '')).toBe(path.join(t.config.dataDir, 'outbox'));
      const header = /^X-Plotplan-Link: (\S+)$/m.exec(mail?.raw ?? '')?.[1];
      expect(header).toMatch(/^http:\/\/127\.0\.0\.1:8000\/auth\/verify\?token=[\w-]{43}$/);
      expect(mail?.raw).toContain(header);
      expect(mail?.text).toContain(header);
      expect(mail?.raw).not.toContain(TEST_PASSWORD);
    } finally {
      await t.app.close();
    }
  });
});
