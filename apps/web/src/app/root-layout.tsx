import type { ReactNode } from 'react';
import { NavLink, Outlet, useNavigation, useRouteError } from 'react-router';
import { UserMenu } from '../features/auth';
import { describeRouteError, ErrorView } from './error-page';
import { Toaster } from './toasts/toaster';
import { useConnectionToasts } from './use-connection-toasts';

const navigation = [
  { to: '/projects', label: 'Projects' },
  { to: '/plot-editor', label: 'Plot editor' },
] as const;

function Header() {
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavLink to="/projects" className="brand" aria-label="Plotplan home">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>Plotplan</span>
      </NavLink>
      <nav aria-label="Main" className="app-nav">
        {navigation.map((item) => (
          <NavLink key={item.to} to={item.to}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="user-slot">
        <UserMenu />
      </div>
    </header>
  );
}

/** A quiet footer: the generator bench is a tool for trying the generator, not a main destination. */
function Footer() {
  return (
    <footer className="app-footer">
      <span>Plotplan: plan a garden plot to the rules</span>
      <NavLink to="/test-model">Try the plan generator (test model)</NavLink>
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
