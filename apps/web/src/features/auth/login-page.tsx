import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/routing';
import { Tabs } from '../../components/tabs';
import { authApi } from './auth-api';
import { EmailRequestForm } from './email-request-form';
import { RegisterForm } from './register-form';
import { continueAsGuest } from './session';
import { SignInForm } from './sign-in-form';

type Tab = 'sign-in' | 'register';
const tabs: readonly { id: Tab; label: string }[] = [
  { id: 'sign-in', label: 'Sign in' },
  { id: 'register', label: 'Create account' },
];

// Each tab names what the page is for now (the heading, and the browser tab's title).
const headings: Record<Tab, { title: string; heading: string }> = {
  'sign-in': { title: 'Sign in', heading: 'Sign in to Plotplan' },
  register: { title: 'Create an account', heading: 'Create your Plotplan account' },
};

export function LoginPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('sign-in');
  useDocumentTitle(headings[tab].title);
  const [resetEmail, setResetEmail] = useState<string | undefined>(undefined);

  return (
    <main className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{headings[tab].heading}</h1>
      <Tabs
        label="Account"
        idPrefix="account"
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        panelClassName="panel"
      >
        {tab === 'sign-in' ? (
          <SignInForm onForgotPassword={(email) => setResetEmail(email)} />
        ) : (
          <RegisterForm />
        )}
      </Tabs>
      {resetEmail !== undefined && (
        <section className="panel" aria-labelledby="reset-title">
          <h2 id="reset-title">Reset your password</h2>
          <p className="muted">We will e-mail you a link to choose a new password.</p>
          <EmailRequestForm
            label="Reset password"
            submitLabel="Send reset link"
            initialEmail={resetEmail}
            send={authApi.requestPasswordReset}
            successTitle="Check your e-mail"
          />
        </section>
      )}
      <section className="guest" aria-label="Guest">
        <p className="muted">Just looking? Describe a plot first and sign in later.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            continueAsGuest();
            void navigate('/plot-editor/preparation');
          }}
        >
          Continue as guest
        </button>
      </section>
    </main>
  );
}

export { LoginPage as Component };
