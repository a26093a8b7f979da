import { TextField } from './text-field';

interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: string | undefined;
  /** A password being chosen (the browser offers to generate one) rather than the current one. */
  readonly isNew?: boolean;
  readonly hint?: string;
}

/** A required password input; the browser's password manager fills or suggests by `isNew`. */
export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  isNew = false,
  hint,
}: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      value={value}
      onValueChange={onValueChange}
      error={error}
      {...(hint === undefined ? {} : { hint })}
      required
    />
  );
}
