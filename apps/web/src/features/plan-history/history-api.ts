import type { Project, SetPreviousPlanBody } from '@plotplan/contract';
import { api } from '../../lib/api';

/**
 * POST set_previous_plan with a version: the server appends a new version (source "restore",
 * summary "Restored version N") whose plan is a copy of version N and whose parent is the version
 * that was current, then points the project at it. Nothing is overwritten, so a restore can itself
 * be undone by restoring the version that was current before it. 400 when the version does not
 * exist or the project has no plot yet; there is no base-version check (no 409).
 */
export function restoreVersion(projectId: number, version: number): Promise<Project> {
  const body: SetPreviousPlanBody = { version };
  return api.post<Project>(`/api/projects/${projectId}/set_previous_plan/`, body);
}
