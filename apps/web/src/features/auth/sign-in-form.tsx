import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../app/toasts/notifications-store';
import { TextField } from '../../components/form/text-field';
import { ApiError } from '../../lib/api';
import { authStore } from '../../lib/auth';
import { safeRedirectTarget } from '../../app/guards';
import { serverFormErrors, zodFormErrors, type FormErrors } from '../../lib/forms/field-errors';
import { reportError } from '../../lib/forms/report-error';
import { authApi } from './auth-api';
import { loadAuthSchemas } from './auth-schemas';

type Field = 'email' | 'password';

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { credentialsSchema } = await loadAuthSchemas();
    const parsed = credentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(zodFormErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const tokens = await authApi.login(parsed.data.email, parsed.data.password);
      authStore.signIn(parsed.data.email, tokens);
      notify.success('Signed in', `Welcome back, ${parsed.data.email}.`);
      await navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      const fields = serverFormErrors(error, ['email', 'password'] as const);
      if (fields !== undefined) setErrors(fields);
      else if (error instanceof ApiError && error.code === 'email_not_verified') {
        notify.warning('Confirm your e-mail first', 'Open the link we sent you, or ask for a new one.');
        await navigate('/auth/verify', { state: { email: parsed.data.email } });
      } else reportError('Could not sign in', error);
    } finally {
      setPending(false);
    }
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
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
      <button type="button" className="link-button" onClick={() => onForgotPassword(email)}>
        Forgot password?
      </button>
    </form>
  );
}
