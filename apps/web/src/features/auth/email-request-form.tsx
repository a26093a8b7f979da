import { useState, type FormEvent } from 'react';
import { notify } from '../../app/toasts/notifications-store';
import { TextField } from '../../components/form/text-field';
import { serverFormErrors, zodFormErrors, type FormErrors } from '../../lib/forms/field-errors';
import { reportError } from '../../lib/forms/report-error';
import { loadAuthSchemas } from './auth-schemas';

interface EmailRequestFormProps {
  readonly label: string;
  readonly submitLabel: string;
  readonly initialEmail?: string;
  readonly send: (email: string) => Promise<{ detail: string }>;
  readonly successTitle: string;
}

/** One e-mail field that asks the server to send a mail (verification resend, password reset). */
export function EmailRequestForm({
  label,
  submitLabel,
  initialEmail = '',
  send,
  successTitle,
}: EmailRequestFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FormErrors<'email'>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { emailRequestSchema } = await loadAuthSchemas();
    const parsed = emailRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(zodFormErrors<'email'>(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = await send(parsed.data.email);
      notify.success(successTitle, answer.detail);
    } catch (error) {
      const fields = serverFormErrors(error, ['email'] as const);
      if (fields !== undefined) setErrors(fields);
      else reportError('Could not send the e-mail', error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="form">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        required
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
