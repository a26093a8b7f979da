import { Link, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/routing';
import { ApiError } from '../../lib/api';
import { authApi } from './auth-api';
import { EmailRequestForm } from './email-request-form';
import { signInWithTokens } from './session';
import { t as translateNow, useT } from '../../lib/i18n';

type VerifyResult = { readonly state: 'waiting' } | { readonly state: 'failed'; readonly message: string };

// A verification token is single use: one request per token, however often the loader runs.
const attempts = new Map<string, Promise<VerifyResult | 'verified'>>();

function attemptVerification(token: string): Promise<VerifyResult | 'verified'> {
  let attempt = attempts.get(token);
  if (attempt === undefined) {
    attempt = authApi
      .verify(token)
      .then(signInWithTokens)
      .then(
        () => 'verified' as const,
        (error: unknown): VerifyResult => {
          const fields = error instanceof ApiError ? error.fieldErrors : undefined;
          const tokenMessage = Array.isArray(fields?.['token']) ? fields['token'][0] : undefined;
          const message =
            tokenMessage ?? (error instanceof Error ? error.message : translateNow('auth.linkNotChecked'));
          notify.error(translateNow('auth.verifyFailed'), message);
          return { state: 'failed', message };
        },
      );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** With a token: verify and sign in, then on to /projects. Without: wait for the mail. */
export async function verifyLoader({ request }: LoaderFunctionArgs): Promise<VerifyResult> {
  const token = new URL(request.url).searchParams.get('token');
  if (token === null || token === '') return { state: 'waiting' };
  const result = await attemptVerification(token);
  if (result === 'verified') {
    notify.success(translateNow('auth.verified'), translateNow('auth.verifiedDetail'));
    throw redirect('/projects');
  }
  return result;
}

export function VerifyPage() {
  const result = useLoaderData<VerifyResult>();
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  const failed = result.state === 'failed';
  const t = useT();
  useDocumentTitle(failed ? t('auth.verificationFailed') : t('auth.verifyEmail'));
  return (
    <main className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{failed ? t('auth.linkFailed') : t('auth.verifyEmail')}</h1>
      {failed ? (
        <p role="alert" className="panel panel--error">
          {result.message} {t('auth.askNewLinkBelow')}
        </p>
      ) : (
        <p>{typeof email === 'string' ? t('auth.linkSentTo', { email }) : t('auth.linkSent')}</p>
      )}
      <section className="panel" aria-labelledby="resend-title">
        <h2 id="resend-title">{t('auth.noEmail')}</h2>
        <EmailRequestForm
          label={t('auth.resendVerification')}
          submitLabel={t('auth.sendNewLink')}
          initialEmail={typeof email === 'string' ? email : ''}
          send={authApi.resendVerification}
          successTitle={t('auth.checkEmail')}
        />
      </section>
      <p>
        <Link to="/login">{t('auth.backToSignIn')}</Link>
      </p>
    </main>
  );
}

export { VerifyPage as Component, verifyLoader as loader };
