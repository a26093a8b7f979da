import { TextField } from './text-field';

interface EmailFieldProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: string | undefined;
}

/** The account e-mail, as every auth form asks for it. */
export function EmailField({ value, onValueChange, error }: EmailFieldProps) {
  return (
    <TextField
      label="E-mail"
      type="email"
      autoComplete="email"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
    />
  );
}
