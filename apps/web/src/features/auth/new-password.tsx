import { useState } from 'react';
import { PasswordField } from '../../components/form/password-field';
import { loadAuthSchemas } from './auth-schemas';
import { getLocale, t, useT } from '../../lib/i18n';
import { localizeText } from '@plotplan/contract/locale';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** The rules a new password must meet before sending (the server adds the common-password list). */
export async function checkNewPassword(
  password: string,
  confirm: string,
  email: string,
): Promise<NewPasswordErrors> {
  const { newPasswordProblems } = await loadAuthSchemas();
  const errors: NewPasswordErrors = {};
  const problem = newPasswordProblems(password, email)[0];
  if (problem !== undefined) errors.password = localizeText(problem, getLocale());
  if (confirm !== password) errors.confirm = t('auth.passwordsDiffer');
  return errors;
}

/** A new password and its repetition as typed, and their check against the rules. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    check: (email: string) => checkNewPassword(password, confirm, email),
  };
}

interface NewPasswordFieldsProps {
  /** "Password" on registration, "New password" on reset. */
  readonly label: string;
  /** "Repeat password", "Repeat new password". */
  readonly repeatLabel: string;
  readonly value: ReturnType<typeof useNewPassword>;
  readonly errors: NewPasswordErrors;
}

/** A new password and its repetition, with the rules as a hint. */
export function NewPasswordFields({ label, repeatLabel, value, errors }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={label}
        value={value.password}
        onValueChange={value.setPassword}
        error={errors.password}
        isNew
        hint={t('auth.passwordHint')}
      />
      <PasswordField
        label={repeatLabel}
        value={value.confirm}
        onValueChange={value.setConfirm}
        error={errors.confirm}
        isNew
      />
    </>
  );
}
