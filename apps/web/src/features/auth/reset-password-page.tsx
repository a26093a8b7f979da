import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/routing';
import { SubmitButton } from '../../components/form/submit-button';
import type { FormErrors } from '../../lib/forms/field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { authApi } from './auth-api';
import { NewPasswordFields, useNewPassword } from './new-password';
import { signInWithTokens } from './session';

type Field = 'password' | 'confirm' | 'token';

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const { errors, setErrors, pending, send } = useFormSubmit<Field>(
    ['password', 'token'],
    'Could not change the password',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors<Field> = await newPassword.check('');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      await signInWithTokens(await authApi.confirmPasswordReset(token, newPassword.password));
      notify.success('Password changed', 'You are signed in with your new password.');
      await navigate('/projects', { replace: true });
    });
  };

  return (
    <main className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">Choose a new password</h1>
      <form onSubmit={submit} noValidate aria-label="Password reset" className="form panel">
        <NewPasswordFields label="New password" value={newPassword} errors={errors} />
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
