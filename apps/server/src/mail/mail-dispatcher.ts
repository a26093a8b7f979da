import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mail-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail of every module; drained and closed when the app closes. */
    mail: MailDispatcher;
  }
}

/**
 * Sends mail off the request path: the answer does not wait for the mail server, so neither a slow
 * server nor the time a mail takes can tell a caller whether an address has an account.
 * Failures are logged (recipient and subject only); `drain()` waits for everything under way.
 */
export class MailDispatcher {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  dispatch(message: MailMessage): void {
    const sending = this.mailer.send(message).catch((error: unknown) => {
      this.log.error(
        {
          to: message.to,
          subject: message.subject,
          err: error instanceof Error ? error.message : String(error),
        },
        'mail could not be sent',
      );
    });
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /**
   * Sends now and waits: for a request whose every outcome sends one mail (registration), so
   * waiting tells a caller nothing, and a mail that cannot be written or sent fails the request.
   */
  async deliver(message: MailMessage): Promise<void> {
    const sending = this.mailer.send(message);
    this.pending.add(sending);
    try {
      await sending;
    } catch (error) {
      this.log.error(
        {
          to: message.to,
          subject: message.subject,
          err: error instanceof Error ? error.message : String(error),
        },
        'mail could not be sent',
      );
      throw error;
    } finally {
      this.pending.delete(sending);
    }
  }

  /** Resolves once every mail dispatched so far has been sent or has failed. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  async close(): Promise<void> {
    await this.drain();
    await this.mailer.close();
  }
}
