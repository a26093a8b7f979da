import type { Project, SetPreviousPlanBody } from '@plotplan/contract';
import { projectsEndpoints } from '@plotplan/contract/endpoints';
import { callApi } from '../../lib/api';

/**
 * POST set_previous_plan: `{ version: N }` restores version N, `{}` the parent of the current one
 * (an assistant's change undone). The server appends a new version (source "restore") holding that
 * plan, whose parent is the version that was current, then points the project at it. Nothing is
 * overwritten, so a restore can itself be undone by restoring the version that was current before
 * it. 400 when the version does not exist or the project has no plot yet; there is no base-version
 * check (no 409).
 */
export function setPreviousPlan(projectId: number, body: SetPreviousPlanBody): Promise<Project> {
  return callApi(projectsEndpoints.setPreviousPlan, { params: { id: projectId }, body });
}
