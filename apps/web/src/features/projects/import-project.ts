import type { Project } from '@plotplan/contract';
import { projectsEndpoints } from '@plotplan/contract/endpoints';
import { callApi } from '../../lib/api';
import { MAX_PROJECT_FILE_BYTES } from './project-file-limits';
import type { ProjectFileContent } from './project-file';
import { projectsApi } from './projects-api';

/** A file the user picked could not be imported; the message says why (shown in a toast). */
export class ProjectFileError extends Error {}

/** Reads and validates a project file; the parser (with zod) loads only when a file is picked. */
export async function readProjectFile(file: File): Promise<ProjectFileContent> {
  if (file.size > MAX_PROJECT_FILE_BYTES) throw new ProjectFileError('The file is larger than 1 MiB.');
  const [{ parseProjectFile }, text] = await Promise.all([import('./parse-project-file'), file.text()]);
  const result = parseProjectFile(text);
  if (!result.ok) throw new ProjectFileError(result.error);
  return result.project;
}

/**
 * Creates the project with its unit prices and, when the file has one, its plan as the first
 * version (source "import"). Should the prices or the plan be refused, the half-made project is
 * deleted again.
 */
export async function createImportedProject(content: ProjectFileContent): Promise<Project> {
  const created = await projectsApi.create({
    name: content.name,
    description: content.description,
    plot: content.plot,
    selection: content.selection,
  });
  try {
    const project =
      content.unit_prices === null
        ? created
        : await projectsApi.patch(created.id, { unit_prices: content.unit_prices });
    if (content.actual_plan === null) return project;
    return await callApi(projectsEndpoints.editActualPlan, {
      params: { id: created.id },
      body: {
        plan: content.actual_plan,
        base_version: null,
        summary: 'Imported from file',
        source: 'import',
      },
    });
  } catch (error) {
    await projectsApi.remove(created.id).catch(() => undefined);
    throw error;
  }
}
