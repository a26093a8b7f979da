import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../app/toasts/notifications-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { TextField } from '../../components/form/text-field';
import { SubmitButton } from '../../components/form/submit-button';
import type { FormErrors } from '../../lib/forms/field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { authApi } from './auth-api';
import { loadAuthSchemas } from './auth-schemas';
import { signInWithTokens } from './session';

type Field = 'password' | 'confirm' | 'token';

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, pending, send } = useFormSubmit<Field>(
    ['password', 'token'],
    'Could not change the password',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors<Field> = {};
    const { newPasswordProblems } = await loadAuthSchemas();
    const problem = newPasswordProblems(password, '')[0];
    if (problem !== undefined) found.password = problem;
    if (confirm !== password) found.confirm = 'The two passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      await signInWithTokens(await authApi.confirmPasswordReset(token, password));
      notify.success('Password changed', 'You are signed in with your new password.');
      await navigate('/projects', { replace: true });
    });
  };

  return (
    <main className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">Choose a new password</h1>
      <form onSubmit={submit} noValidate aria-label="Password reset" className="form panel">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          hint="At least 8 characters, not only digits, not a common password."
          required
        />
        <TextField
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onValueChange={setConfirm}
          error={errors.confirm}
          required
        />
        {errors.token !== undefined && (
          <p className="field__error" role="alert">
            {errors.token} <Link to="/login">Ask for a new link</Link>.
          </p>
        )}
        <SubmitButton pending={pending} label="Change password" pendingLabel="Saving…" />
      </form>
    </main>
  );
}

export { ResetPasswordPage as Component };
