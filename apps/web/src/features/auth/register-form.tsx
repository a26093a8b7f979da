import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { EmailField } from '../../components/form/email-field';
import { FormError } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { zodFormErrors, type FormErrors } from '../../lib/forms/field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { authApi } from './auth-api';
import { loadAuthSchemas } from './auth-schemas';
import { NewPasswordFields, useNewPassword } from './new-password';
import { useT } from '../../lib/i18n';

type Field = 'email' | 'password' | 'confirm';

export function RegisterForm() {
  const navigate = useNavigate();
  const t = useT();
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const { errors, setErrors, pending, send } = useFormSubmit<Field>(
    ['email', 'password'],
    t('auth.registerFailed'),
  );

  const validate = async () => {
    const { credentialsSchema } = await loadAuthSchemas();
    const parsed = credentialsSchema.safeParse({ email, password });
    // The schema's message (e.g. a missing field) wins over the password rules for the same field.
    const found: FormErrors<Field> = {
      ...(await newPassword.check(email.trim())),
      ...(parsed.success ? {} : zodFormErrors<Field>(parsed.error)),
    };
    if (!parsed.success || Object.keys(found).length > 0) return { ok: false as const, errors: found };
    return { ok: true as const, data: parsed.data };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await validate();
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    await send(async () => {
      const answer = await authApi.register(result.data.email, result.data.password);
      notify.success(t('auth.checkEmail'), answer.detail);
      await navigate('/auth/verify', { state: { email: result.data.email } });
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.createAccount')} className="form">
      <EmailField value={email} onValueChange={setEmail} error={errors.email} />
      <NewPasswordFields
        label={t('auth.password')}
        repeatLabel={t('auth.repeatPassword')}
        value={newPassword}
        errors={errors}
      />
      <FormError message={errors.form} />
      <SubmitButton
        pending={pending}
        label={t('auth.createAccount')}
        pendingLabel={t('auth.creatingAccount')}
      />
    </form>
  );
}
