import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './lib/query';
import { routes } from './app/routes';
import { notify } from './lib/notify';
import { onSessionExpired } from './lib/api';
import { getLocale, loadCatalogue, t } from './lib/i18n';
import { applyDrawingProperties } from './app/drawing-properties';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/page.css';
import './app/styles/buttons.css';
import './app/styles/tabs.css';
import './app/styles/forms.css';
import './app/styles/user-menu.css';
import './app/styles/toasts.css';
import './app/styles/cards.css';
import './app/styles/plot-canvas.css';
import './app/styles/step-bar.css';
import './app/styles/step-layout.css';
import './app/styles/plot-editor.css';
import './app/styles/generations.css';
import './app/styles/plan-editor.css';
import './app/styles/plan-3d.css';
import './app/styles/summary.css';
import './app/styles/quantities.css';
import './app/styles/plan-side.css';
import './app/styles/touch-targets.css';

// The interface's language: its messages load (a chunk of their own) before the first render.
document.documentElement.lang = getLocale();
applyDrawingProperties(document.documentElement.style);
await loadCatalogue(getLocale());
const router = createBrowserRouter(routes);

// A refresh the server refused: the client has logged out; say so and ask to sign in again.
onSessionExpired(() => {
  const { pathname, search } = router.state.location;
  // A shared link's read-only page needs no session: its visitor stays on it, now signed out.
  if (pathname.startsWith('/shared/')) return;
  queryClient.clear();
  notify.error(t('auth.sessionEnded'), t('auth.sessionEndedDetail'));
  const back =
    pathname === '/login' ? '' : `?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
  void router.navigate(`/login${back}`, { replace: true });
});
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
