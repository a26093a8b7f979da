import type { ReactNode } from 'react';
import { NavLink, Outlet, useNavigation, useRouteError } from 'react-router';
import { LanguageSwitch, UserMenu } from '../features/auth';
import { useT, type MessageKey } from '../lib/i18n';
import { describeRouteError, ErrorView } from './error-page';
import { Toaster } from './toasts/toaster';
import { useConnectionToasts } from './use-connection-toasts';

const navigation: readonly { to: string; label: MessageKey }[] = [
  { to: '/projects', label: 'nav.projects' },
  { to: '/plot-editor', label: 'nav.plotEditor' },
];

function Header() {
  const t = useT();
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <NavLink to="/projects" className="brand" aria-label={t('nav.home')}>
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>Plotplan</span>
      </NavLink>
      <nav aria-label={t('nav.main')} className="app-nav">
        {navigation.map((item) => (
          <NavLink key={item.to} to={item.to}>
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
      <div className="user-slot">
        <LanguageSwitch />
        <UserMenu />
      </div>
    </header>
  );
}

/** A quiet footer: the generator bench is a tool for trying the generator, not a main destination. */
function Footer() {
  const t = useT();
  return (
    <footer className="app-footer">
      <span>{t('footer.tagline')}</span>
      <NavLink to="/test-model">{t('footer.testModel')}</NavLink>
    </footer>
  );
}

function Shell({ children }: { children: ReactNode }) {
  useConnectionToasts();
  const navigationState = useNavigation();
  return (
    <div className="app">
      <Header />
      <div className="route-progress" data-active={navigationState.state !== 'idle'} aria-hidden="true" />
      <div id="main" className="app-main">
        {children}
      </div>
      <Footer />
      <Toaster />
    </div>
  );
}

export function RootLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors thrown by the shell itself still get the error page and the toast area. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <div className="app">
      <ErrorView {...describeRouteError(error)} />
      <Toaster />
    </div>
  );
}
