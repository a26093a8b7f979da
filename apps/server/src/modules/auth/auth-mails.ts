import { htmlMail } from '../../mail/html.js';
import type { MailMessage } from '../../mail/mail-message.js';

// Links point at the web app: /auth/verify takes a `token` query parameter; the reset page takes
// the token in its path, since any other page with `?token=` is redirected to /auth/verify.
export const verifyLink = (publicUrl: string, token: string) => `${publicUrl}/auth/verify?token=${token}`;
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/auth/reset-password/${token}`;

const ignore = 'If you did not ask for this, you can ignore this e-mail.';

function mail(to: string, subject: string, paragraphs: string[], link: { href: string; label: string }) {
  const message: MailMessage = {
    to,
    subject,
    text: [...paragraphs.slice(0, 1), link.href, ...paragraphs.slice(1), '-- Plotplan'].join('\n\n'),
    html: htmlMail({ title: subject, paragraphs, link }),
    link: link.href,
  };
  return message;
}

export function verificationMail(to: string, link: string): MailMessage {
  return mail(
    to,
    'Confirm your e-mail address',
    [
      `Welcome to Plotplan. To confirm that ${to} is your address, open this link within 24 hours:`,
      `The link works once. ${ignore}`,
    ],
    { href: link, label: 'Confirm my address' },
  );
}

export function accountExistsMail(to: string, link: string): MailMessage {
  return mail(
    to,
    'You already have a Plotplan account',
    [
      `Someone, probably you, tried to create a Plotplan account for ${to}, but there already is one. ` +
        'Sign in with your password, or if you have forgotten it, set a new one within 24 hours here:',
      `Your account has not been changed. ${ignore}`,
    ],
    { href: link, label: 'Reset my password' },
  );
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return mail(
    to,
    'Reset your Plotplan password',
    [
      `To choose a new password for ${to}, open this link within 24 hours:`,
      `The link works once; other sessions are signed out when you set the new password. ${ignore}`,
    ],
    { href: link, label: 'Choose a new password' },
  );
}
