import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query';
import { pageNotFound, parseProjectParam, requireAuth } from '../../lib/routing';
import { notify } from '../../lib/notify';
import { t } from '../../lib/i18n';
import { ApiError } from '../../lib/api';
import { authStore } from '../../lib/auth';
import { projectKeys, projectQuery, projectsApi } from '../../features/projects';
import { PROJECT_NAME_MAX } from '@plotplan/contract';
import { boundaryEntryStorage } from '../../features/plot-editor/state/boundary-entry';
import { guestDraftStorage } from '../../features/plot-editor/state/editor-draft';
import { plotIssues } from '../../features/plot-editor/state/saveable-plot';

/**
 * `?project=` must name one of the signed-in user's projects: anything else (not a number, another
 * user's, deleted) is a 404 'Page Not Found' (that exact wording).
 */
export async function plotEditorLoader(args: LoaderFunctionArgs) {
  const id = parseProjectParam(new URL(args.request.url));
  if (id === undefined) return null;
  requireAuth(args);
  try {
    await queryClient.ensureQueryData(projectQuery(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) pageNotFound();
    throw error;
  }
  return null;
}

/** Turns a guest's browser draft into the user's project once they have signed in. */
export async function adoptGuestDraft(): Promise<number | undefined> {
  const draft = guestDraftStorage.load();
  if (draft === undefined || !authStore.getState().isAuthenticated) return undefined;
  const project = await projectsApi.create({
    name: draft.name.trim() === '' ? t('prep.defaultName') : draft.name.trim().slice(0, PROJECT_NAME_MAX),
    selection: draft.selection,
    ...(plotIssues(draft.plot).length === 0 ? { plot: draft.plot } : {}),
  });
  if (draft.boundaryEntry !== undefined) boundaryEntryStorage.save(project.id, draft.boundaryEntry);
  guestDraftStorage.clear();
  await queryClient.invalidateQueries({ queryKey: projectKeys.list() });
  notify.success(t('prep.plotSaved'), t('prep.plotSavedDetail', { name: project.name }));
  return project.id;
}

/** The editor step: signed in, with a project (a guest's draft becomes one here). */
export async function editorStepLoader(args: LoaderFunctionArgs) {
  requireAuth(args);
  const url = new URL(args.request.url);
  if (url.searchParams.has('project')) return null;
  const adopted = await adoptGuestDraft();
  if (adopted !== undefined) throw redirect(`/plot-editor/editor?project=${adopted}`);
  throw redirect('/projects');
}

/** The project list: a guest draft waiting from before sign-in becomes a project first. */
export async function projectsLoader(args: LoaderFunctionArgs) {
  requireAuth(args);
  const adopted = await adoptGuestDraft().catch(() => undefined);
  if (adopted !== undefined) throw redirect(`/plot-editor/editor?project=${adopted}`);
  return null;
}
