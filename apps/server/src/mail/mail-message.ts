/** One e-mail to one recipient, with a plain-text and an HTML body. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The link the mail is about; logged (and put in a header) only in outbox mode. */
  readonly link?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Plotplan <noreply@localhost>';
