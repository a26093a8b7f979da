import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../app/toasts/notifications-store';
import { TextField } from '../../components/form/text-field';
import { ApiError } from '../../lib/api';
import { authStore } from '../../lib/auth';
import { safeRedirectTarget } from '../../app/guards';
import { SubmitButton } from '../../components/form/submit-button';
import { zodFormErrors } from '../../lib/forms/field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { authApi } from './auth-api';
import { loadAuthSchemas } from './auth-schemas';

type Field = 'email' | 'password';

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, pending, send } = useFormSubmit<Field>(
    ['email', 'password'],
    'Could not sign in',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { credentialsSchema } = await loadAuthSchemas();
    const parsed = credentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(zodFormErrors<Field>(parsed.error));
      return;
    }
    const { email: address, password: secret } = parsed.data;
    await send(
      async () => {
        const tokens = await authApi.login(address, secret);
        authStore.signIn(address, tokens);
        notify.success('Signed in', `Welcome back, ${address}.`);
        await navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
      },
      async (error) => {
        if (!(error instanceof ApiError && error.code === 'email_not_verified')) return false;
        notify.warning('Confirm your e-mail first', 'Open the link we sent you, or ask for a new one.');
        await navigate('/auth/verify', { state: { email: address } });
        return true;
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in" className="form">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        required
      />
      {errors.form !== undefined && <p className="field__error">{errors.form}</p>}
      <SubmitButton pending={pending} label="Sign in" pendingLabel="Signing in…" />
      <button type="button" className="link-button" onClick={() => onForgotPassword(email)}>
        Forgot password?
      </button>
    </form>
  );
}
