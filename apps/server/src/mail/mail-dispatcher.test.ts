import { describe, expect, it } from 'vitest';
import { captureLogger } from '../test-support/capture-logger.js';
import { MailDispatcher } from './mail-dispatcher.js';
import type { MailMessage, Mailer } from './mail-message.js';

const message: MailMessage = {
  to: 'a@example.com',
  subject: 'S',
  text: 't',
  html: 'h',
  link: 'https://x/secret',
};

function slowMailer(fail: boolean) {
  const sent: MailMessage[] = [];
  let closed = false;
  const mailer: Mailer = {
    mode: 'smtp',
    send: async (m) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (fail) throw new Error('550 mailbox unavailable');
      sent.push(m);
    },
    close: async () => {
      closed = true;
    },
  };
  return { mailer, sent, isClosed: () => closed };
}

describe('MailDispatcher', () => {
  it('returns at once and sends in the background; drain waits for it', async () => {
    const { mailer, sent } = slowMailer(false);
    const dispatcher = new MailDispatcher(mailer, captureLogger().log);
    dispatcher.dispatch(message);
    dispatcher.dispatch(message);
    expect(sent).toHaveLength(0);
    await dispatcher.drain();
    expect(sent).toHaveLength(2);
  });

  it('logs a failed send with recipient and subject only, never the link', async () => {
    const { log, entries } = captureLogger();
    const dispatcher = new MailDispatcher(slowMailer(true).mailer, log);
    dispatcher.dispatch(message);
    await dispatcher.drain();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.level).toBe('error');
    expect(JSON.stringify(entries)).not.toContain('secret');
    expect(entries[0]?.args[0]).toEqual({
      to: 'a@example.com',
      subject: 'S',
      err: '550 mailbox unavailable',
    });
  });

  it('finishes pending mail before closing the transport', async () => {
    const { mailer, sent, isClosed } = slowMailer(false);
    const dispatcher = new MailDispatcher(mailer, captureLogger().log);
    dispatcher.dispatch(message);
    await dispatcher.close();
    expect(sent).toHaveLength(1);
    expect(isClosed()).toBe(true);
  });
});
