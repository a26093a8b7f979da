import { useState, type FormEvent } from 'react';
import { notify } from '../../lib/notify';
import { EmailField } from '../../components/form/email-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { loadAuthSchemas } from './auth-schemas';
import { useT } from '../../lib/i18n';

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
  send: request,
  successTitle,
}: EmailRequestFormProps) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const { errors, pending, send, accept } = useFormSubmit<'email'>(['email'], t('auth.sendFailed'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { emailRequestSchema } = await loadAuthSchemas();
    const parsed = accept(emailRequestSchema.safeParse({ email }));
    if (parsed === undefined) return;
    await send(async () => {
      const answer = await request(parsed.email);
      notify.success(successTitle, answer.detail);
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="form">
      <EmailField value={email} onValueChange={setEmail} error={errors.email} />
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={t('auth.sending')} primary={false} />
    </form>
  );
}
