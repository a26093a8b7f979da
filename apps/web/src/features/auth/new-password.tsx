import { TextField } from '../../components/form/text-field';
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

interface NewPasswordFieldsProps {
  /** "Password" on registration, "New password" on reset. */
  readonly label: string;
  readonly password: string;
  readonly confirm: string;
  readonly onPassword: (value: string) => void;
  readonly onConfirm: (value: string) => void;
  readonly errors: NewPasswordErrors;
}

/** A new password and its repetition, with the rules as a hint. */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={onPassword}
        error={errors.password}
        hint={HINT}
        required
      />
      <TextField
        label={`Repeat ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={onConfirm}
        error={errors.confirm}
        required
      />
    </>
  );
}
