import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly envelopeFrom: string;
  readonly envelopeTo: string[];
  readonly parsed: ParsedMail;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives. */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const from = session.envelope.mailFrom;
          received.push({
            envelopeFrom: from === false ? '' : from.address,
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            parsed,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    const listening = server.listen(0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
  });

  /** Resolves with the first message (already received or yet to come) to this address. */
  async function waitForMail(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((mail) => mail.envelopeTo.includes(to));
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
