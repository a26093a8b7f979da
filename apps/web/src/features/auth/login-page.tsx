import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/routing';
import { Tabs } from '../../components/tabs';
import { authApi } from './auth-api';
import { EmailRequestForm } from './email-request-form';
import { RegisterForm } from './register-form';
import { continueAsGuest } from './session';
import { SignInForm } from './sign-in-form';
import { useT, type MessageKey } from '../../lib/i18n';

type Tab = 'sign-in' | 'register';
const tabLabels: readonly { id: Tab; label: MessageKey }[] = [
  { id: 'sign-in', label: 'auth.signIn' },
  { id: 'register', label: 'auth.createAccount' },
];

// Each tab names what the page is for now (the heading, and the browser tab's title).
const headings: Record<Tab, { title: MessageKey; heading: MessageKey }> = {
  'sign-in': { title: 'auth.signIn', heading: 'auth.signInHeading' },
  register: { title: 'auth.registerTitle', heading: 'auth.registerHeading' },
};

export function LoginPage() {
  const navigate = useNavigate();
  const t = useT();
  const [tab, setTab] = useState<Tab>('sign-in');
  useDocumentTitle(t(headings[tab].title));
  const tabs = tabLabels.map(({ id, label }) => ({ id, label: t(label) }));
  const [resetEmail, setResetEmail] = useState<string | undefined>(undefined);

  return (
    <main className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t(headings[tab].heading)}</h1>
      <Tabs
        label={t('auth.account')}
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
          <h2 id="reset-title">{t('auth.resetHeading')}</h2>
          <p className="muted">{t('auth.resetHint')}</p>
          <EmailRequestForm
            label={t('auth.resetPassword')}
            submitLabel={t('auth.sendResetLink')}
            initialEmail={resetEmail}
            send={authApi.requestPasswordReset}
            successTitle={t('auth.checkEmail')}
          />
        </section>
      )}
      <section className="guest" aria-label={t('auth.guest')}>
        <p className="muted">{t('auth.guestHint')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            continueAsGuest();
            void navigate('/plot-editor/preparation');
          }}
        >
          {t('auth.continueAsGuest')}
        </button>
      </section>
    </main>
  );
}

export { LoginPage as Component };
