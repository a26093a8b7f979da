import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify';
import { EmailField } from '../../components/form/email-field';
import { FormError } from '../../components/form/form-error';
import { PasswordField } from '../../components/form/password-field';
import { ApiError } from '../../lib/api';
import { authStore } from '../../lib/auth';
import { safeRedirectTarget } from '../../lib/routing';
import { SubmitButton } from '../../components/form/submit-button';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { authApi } from './auth-api';
import { loadAuthSchemas } from './auth-schemas';
import { useT } from '../../lib/i18n';

type Field = 'email' | 'password';

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate();
  const t = useT();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, pending, send, accept } = useFormSubmit<Field>(
    ['email', 'password'],
    t('auth.signInFailed'),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { credentialsSchema } = await loadAuthSchemas();
    const credentials = accept(credentialsSchema.safeParse({ email, password }));
    if (credentials === undefined) return;
    const { email: address, password: secret } = credentials;
    await send(
      async () => {
        const tokens = await authApi.login(address, secret);
        authStore.signIn(address, tokens);
        notify.success(t('auth.signedIn'), t('auth.welcomeBack', { email: address }));
        await navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
      },
      async (error) => {
        if (!(error instanceof ApiError && error.code === 'email_not_verified')) return false;
        notify.warning(t('auth.confirmFirst'), t('auth.confirmFirstDetail'));
        await navigate('/auth/verify', { state: { email: address } });
        return true;
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.signIn')} className="form">
      <EmailField value={email} onValueChange={setEmail} error={errors.email} />
      <PasswordField
        label={t('auth.password')}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <FormError message={errors.form} />
      <SubmitButton pending={pending} label={t('auth.signIn')} pendingLabel={t('auth.signingIn')} />
      <button type="button" className="link-button" onClick={() => onForgotPassword(email)}>
        {t('auth.forgotPassword')}
      </button>
    </form>
  );
}
