import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../app/toasts/notifications-store';
import { TextField } from '../../components/form/text-field';
import { serverFormErrors, zodFormErrors, type FormErrors } from '../../lib/forms/field-errors';
import { reportError } from '../../lib/forms/report-error';
import { authApi } from './auth-api';
import { loadAuthSchemas } from './auth-schemas';

type Field = 'email' | 'password' | 'confirm';

export function RegisterForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [pending, setPending] = useState(false);

  const validate = async () => {
    const { credentialsSchema, newPasswordProblems } = await loadAuthSchemas();
    const parsed = credentialsSchema.safeParse({ email, password });
    const found: FormErrors<Field> = parsed.success ? {} : zodFormErrors<Field>(parsed.error);
    const problem = newPasswordProblems(password, email.trim())[0];
    if (found.password === undefined && problem !== undefined) found.password = problem;
    if (confirm !== password) found.confirm = 'The two passwords do not match.';
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
    setErrors({});
    setPending(true);
    try {
      const answer = await authApi.register(result.data.email, result.data.password);
      notify.success('Check your e-mail', answer.detail);
      await navigate('/auth/verify', { state: { email: result.data.email } });
    } catch (error) {
      const fields = serverFormErrors(error, ['email', 'password'] as const);
      if (fields !== undefined) setErrors(fields);
      else reportError('Could not create the account', error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create account" className="form">
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
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        hint="At least 8 characters, not only digits, not a common password."
        required
      />
      <TextField
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        error={errors.confirm}
        required
      />
      {errors.form !== undefined && <p className="field__error">{errors.form}</p>}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Creating account…' : 'Create account'}
      </button>
    </form>
  );
}
