import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../app/toasts/notifications-store';
import { TextField } from '../../components/form/text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { zodFormErrors, type FormErrors } from '../../lib/forms/field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { authApi } from './auth-api';
import { loadAuthSchemas } from './auth-schemas';

type Field = 'email' | 'password' | 'confirm';

export function RegisterForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, pending, send } = useFormSubmit<Field>(
    ['email', 'password'],
    'Could not create the account',
  );

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
    await send(async () => {
      const answer = await authApi.register(result.data.email, result.data.password);
      notify.success('Check your e-mail', answer.detail);
      await navigate('/auth/verify', { state: { email: result.data.email } });
    });
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
      <SubmitButton pending={pending} label="Create account" pendingLabel="Creating account…" />
    </form>
  );
}
