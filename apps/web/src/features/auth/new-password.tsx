import { useState } from 'react';
import { PasswordField } from '../../components/form/password-field';
import { loadAuthSchemas } from './auth-schemas';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

const HINT = 'At least 8 characters, not only digits, not a common password.';

/** The rules a new password must meet before sending (the server adds the common-password list). */
export async function checkNewPassword(
  password: string,
  confirm: string,
  email: string,
): Promise<NewPasswordErrors> {
  const { newPasswordProblems } = await loadAuthSchemas();
  const errors: NewPasswordErrors = {};
  const problem = newPasswordProblems(password, email)[0];
  if (problem !== undefined) errors.password = problem;
  if (confirm !== password) errors.confirm = 'The two passwords do not match.';
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
  readonly value: ReturnType<typeof useNewPassword>;
  readonly errors: NewPasswordErrors;
}

/** A new password and its repetition, with the rules as a hint. */
export function NewPasswordFields({ label, value, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        value={value.password}
        onValueChange={value.setPassword}
        error={errors.password}
        isNew
        hint={HINT}
      />
      <PasswordField
        label={`Repeat ${label.toLowerCase()}`}
        value={value.confirm}
        onValueChange={value.setConfirm}
        error={errors.confirm}
        isNew
      />
    </>
  );
}
