import { TextField } from './text-field';
import { useT } from '../../lib/i18n';

interface EmailFieldProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: string | undefined;
}

/** The account e-mail, as every auth form asks for it. */
export function EmailField({ value, onValueChange, error }: EmailFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
    />
  );
}
