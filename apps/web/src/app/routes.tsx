import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { guestOnly, pageNotFound, requireAuth, tokenRedirectLoader } from '../lib/routing';
import { RouteErrorPage } from './error-page';
import { loadChunk } from './reload-guard';
import { PageSkeleton } from './page-skeleton';
import { RootErrorBoundary, RootLayout } from './root-layout';

/** Each screen is its own chunk; a failed fetch reaches the error page's reload guard. */
const page = (load: () => Promise<{ Component: ComponentType; loader?: LoaderFunction }>) => async () => {
  const module = await loadChunk(load);
  return module.loader === undefined
    ? { Component: module.Component }
    : { Component: module.Component, loader: module.loader };
};

/** A valid reset token in the path, or a 404 'Page Not Found' (that exact wording). */
const resetTokenLoader: LoaderFunction = ({ params }) => {
  if (!/^[\w-]{16,256}$/.test(params['token'] ?? '')) pageNotFound();
  return null;
};

/** Loaders that need project code are fetched with it, keeping the first load small. */
const loaders = () => import('./wizard/plot-editor-loaders');
const plotEditorLoader: LoaderFunction = async (args) => (await loaders()).plotEditorLoader(args);
const editorStepLoader: LoaderFunction = async (args) => (await loaders()).editorStepLoader(args);
const projectsLoader: LoaderFunction = async (args) => (await loaders()).projectsLoader(args);

const keepSearch =
  (target: string) =>
  ({ request }: { request: Request }) =>
    redirect(`${target}${new URL(request.url).search}`);

const plotEditorRoutes: RouteObject[] = [
  { index: true, loader: keepSearch('/plot-editor/preparation'), element: null },
  { path: 'preparation', lazy: page(() => import('./wizard/steps/preparation-step')) },
  { path: 'orientation', lazy: page(() => import('./wizard/steps/orientation-step')) },
  { path: 'neighbors', lazy: page(() => import('./wizard/steps/neighbors-step')) },
  { path: 'protected-area', lazy: page(() => import('./wizard/steps/protected-area-step')) },
  {
    path: 'object-selection',
    lazy: page(() => import('./wizard/steps/object-selection-step')),
  },
  {
    path: 'editor',
    loader: editorStepLoader,
    lazy: page(() => import('./wizard/steps/editor-step')),
  },
  { path: 'summary', lazy: page(() => import('./wizard/steps/summary-step')) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: tokenRedirectLoader,
    // Re-run on every navigation that carries a token, even when only the path changes.
    shouldRevalidate: ({ nextUrl, defaultShouldRevalidate }) =>
      nextUrl.searchParams.has('token') || defaultShouldRevalidate,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageSkeleton,
    children: [
      {
        // Errors of any page render inside the shell, so the header and toasts stay.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, loader: () => redirect('/projects'), element: null },
          { path: 'login', loader: guestOnly, lazy: page(() => import('../features/auth/login-page')) },
          { path: 'auth/verify', lazy: page(() => import('../features/auth/verify-page')) },
          {
            path: 'auth/reset-password/:token',
            loader: resetTokenLoader,
            lazy: page(() => import('../features/auth/reset-password-page')),
          },
          {
            path: 'projects',
            loader: projectsLoader,
            lazy: page(() => import('../features/projects/projects-page')),
          },
          {
            path: 'test-model',
            loader: requireAuth,
            lazy: page(() => import('../features/test-model/test-model-page')),
          },
          {
            path: 'plot-editor',
            loader: plotEditorLoader,
            lazy: page(() => import('./wizard/plot-editor-layout')),
            // A step's errors render under the stepper, so the other steps stay one click away.
            children: [{ ErrorBoundary: RouteErrorPage, children: plotEditorRoutes }],
          },
          // Anyone with a share link, signed in or not: no guard, never a redirect to /login.
          { path: 'shared/:token', lazy: page(() => import('../features/sharing/shared-project-page')) },
          { path: '*', lazy: page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
];
