import { messages, newPasswordProblems } from '@plotplan/contract';
import { commonPasswordsText } from './common-passwords-list.js';

let common: ReadonlySet<string> | undefined;

/** The shipped list as a set, built on first use. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(commonPasswordsText.split(/\s+/).filter((word) => word !== ''));
  return common;
}

/** Compared lower-cased and trimmed, as Django's CommonPasswordValidator does. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Every rule a new password must meet: the contract's (shared with the web form) plus the list. */
export function passwordProblems(password: string, email: string): string[] {
  const problems = newPasswordProblems(password, email);
  if (isCommonPassword(password)) problems.push(messages.passwordCommon);
  return problems;
}
