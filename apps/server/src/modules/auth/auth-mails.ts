import type { Locale } from '@plotplan/contract';
import { htmlMail } from '../../mail/html.js';
import type { MailMessage } from '../../mail/mail-message.js';

// Links point at the web app: /auth/verify takes a `token` query parameter; the reset page takes
// the token in its path, since any other page with `?token=` is redirected to /auth/verify.
export const verifyLink = (publicUrl: string, token: string) => `${publicUrl}/auth/verify?token=${token}`;
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/auth/reset-password/${token}`;

interface MailWords {
  readonly subject: string;
  /** The paragraph before the link, and the ones after it. */
  readonly paragraphs: (to: string) => readonly string[];
  readonly label: string;
}

interface Language {
  /** "Or copy this address into your browser:" under the button. */
  readonly copy: string;
  readonly verification: MailWords;
  readonly accountExists: MailWords;
  readonly passwordReset: MailWords;
}

const ignoreEn = 'If you did not ask for this, you can ignore this e-mail.';
const ignoreRu = 'Если вы этого не просили, просто не обращайте внимания на это письмо.';

// The account mails in each language the app speaks: in the user's chosen language, else the
// language the request asked for (the sign-up form's), so that a new user reads the first mail too.
const words: Readonly<Record<Locale, Language>> = {
  en: {
    copy: 'Or copy this address into your browser:',
    verification: {
      subject: 'Confirm your e-mail address',
      paragraphs: (to) => [
        `Welcome to Plotplan. To confirm that ${to} is your address, open this link within 24 hours:`,
        `The link works once. ${ignoreEn}`,
      ],
      label: 'Confirm my address',
    },
    accountExists: {
      subject: 'You already have a Plotplan account',
      paragraphs: (to) => [
        `Someone, probably you, tried to create a Plotplan account for ${to}, but there already is one. ` +
          'Sign in with your password, or if you have forgotten it, set a new one within 24 hours here:',
        `Your account has not been changed. ${ignoreEn}`,
      ],
      label: 'Reset my password',
    },
    passwordReset: {
      subject: 'Reset your Plotplan password',
      paragraphs: (to) => [
        `To choose a new password for ${to}, open this link within 24 hours:`,
        `The link works once; other sessions are signed out when you set the new password. ${ignoreEn}`,
      ],
      label: 'Choose a new password',
    },
  },
  ru: {
    copy: 'Или скопируйте этот адрес в браузер:',
    verification: {
      subject: 'Подтвердите адрес электронной почты',
      paragraphs: (to) => [
        `Добро пожаловать в Plotplan. Чтобы подтвердить, что ${to} — ваш адрес, откройте эту ссылку в течение 24 часов:`,
        `Ссылка действует один раз. ${ignoreRu}`,
      ],
      label: 'Подтвердить адрес',
    },
    accountExists: {
      subject: 'У вас уже есть учётная запись Plotplan',
      paragraphs: (to) => [
        `Кто-то, вероятно вы, пытался создать учётную запись Plotplan для ${to}, но она уже есть. ` +
          'Войдите со своим паролем, а если вы его забыли, задайте новый по этой ссылке в течение 24 часов:',
        `Ваша учётная запись не изменилась. ${ignoreRu}`,
      ],
      label: 'Сбросить пароль',
    },
    passwordReset: {
      subject: 'Сброс пароля Plotplan',
      paragraphs: (to) => [
        `Чтобы выбрать новый пароль для ${to}, откройте эту ссылку в течение 24 часов:`,
        `Ссылка действует один раз; когда вы зададите новый пароль, остальные сеансы завершатся. ${ignoreRu}`,
      ],
      label: 'Выбрать новый пароль',
    },
  },
};

function mail(to: string, href: string, locale: Locale, kind: Exclude<keyof Language, 'copy'>): MailMessage {
  const { subject, paragraphs: said, label } = words[locale][kind];
  const paragraphs = said(to);
  return {
    to,
    subject,
    text: [...paragraphs.slice(0, 1), href, ...paragraphs.slice(1), '-- Plotplan'].join('\n\n'),
    html: htmlMail({ title: subject, paragraphs, link: { href, label, copy: words[locale].copy } }),
    link: href,
  };
}

export const verificationMail = (to: string, link: string, locale: Locale): MailMessage =>
  mail(to, link, locale, 'verification');

export const accountExistsMail = (to: string, link: string, locale: Locale): MailMessage =>
  mail(to, link, locale, 'accountExists');

export const passwordResetMail = (to: string, link: string, locale: Locale): MailMessage =>
  mail(to, link, locale, 'passwordReset');
