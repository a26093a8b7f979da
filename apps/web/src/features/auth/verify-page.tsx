import { Link, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/routing';
import { ApiError } from '../../lib/api';
import { authApi } from './auth-api';
import { EmailRequestForm } from './email-request-form';
import { signInWithTokens } from './session';

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
            tokenMessage ?? (error instanceof Error ? error.message : 'The link could not be checked.');
          notify.error('Could not verify your e-mail', message);
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
    notify.success('E-mail verified', 'You are signed in.');
    throw redirect('/projects');
  }
  return result;
}

export function VerifyPage() {
  const result = useLoaderData<VerifyResult>();
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  const failed = result.state === 'failed';
  useDocumentTitle(failed ? 'Verification failed' : 'Verify your e-mail');
  return (
    <main className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{failed ? 'This link did not work' : 'Verify your e-mail'}</h1>
      {failed ? (
        <p role="alert" className="panel panel--error">
          {result.message} Ask for a new link below.
        </p>
      ) : (
        <p>
          We sent a confirmation link{typeof email === 'string' ? ` to ${email}` : ''}. Open it to finish
          creating your account; it works once, for 24 hours.
        </p>
      )}
      <section className="panel" aria-labelledby="resend-title">
        <h2 id="resend-title">Did not get the e-mail?</h2>
        <EmailRequestForm
          label="Resend verification e-mail"
          submitLabel="Send a new link"
          initialEmail={typeof email === 'string' ? email : ''}
          send={authApi.resendVerification}
          successTitle="Check your e-mail"
        />
      </section>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </main>
  );
}

export { VerifyPage as Component, verifyLoader as loader };
