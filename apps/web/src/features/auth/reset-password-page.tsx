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
import { useT } from '../../lib/i18n';

type Field = 'password' | 'confirm' | 'token';

export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.chooseNewPassword'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const { errors, setErrors, pending, send } = useFormSubmit<Field>(
    ['password', 'token'],
    t('auth.changeFailed'),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors<Field> = await newPassword.check('');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      await signInWithTokens(await authApi.confirmPasswordReset(token, newPassword.password));
      notify.success(t('auth.passwordChanged'), t('auth.passwordChangedDetail'));
      await navigate('/projects', { replace: true });
    });
  };

  return (
    <main className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('auth.chooseNewPassword')}</h1>
      <form onSubmit={submit} noValidate aria-label={t('auth.passwordReset')} className="form panel">
        <NewPasswordFields
          label={t('auth.newPassword')}
          repeatLabel={t('auth.repeatNewPassword')}
          value={newPassword}
          errors={errors}
        />
        {errors.token !== undefined && (
          <p className="field__error" role="alert">
            {errors.token} <Link to="/login">{t('auth.askNewLink')}</Link>.
          </p>
        )}
        <SubmitButton pending={pending} label={t('auth.changePassword')} pendingLabel={t('save.saving')} />
      </form>
    </main>
  );
}

export { ResetPasswordPage as Component };
