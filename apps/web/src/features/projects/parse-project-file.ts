import {
  planSchema,
  plotSchema,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  selectionSchema,
  unitPricesSchema,
} from '@plotplan/contract';
import { plotProblems } from '@plotplan/domain';
import { z } from 'zod';
import { PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION, type ProjectFileContent } from './project-file';

const contentSchema = z.object({
  name: z.string().trim().min(1, 'The project has no name.').max(PROJECT_NAME_MAX),
  description: z.string().max(PROJECT_DESCRIPTION_MAX).default(''),
  plot: plotSchema.nullable().default(null),
  selection: selectionSchema.default([]),
  actual_plan: planSchema.nullable().default(null),
  // Files written before unit prices were kept have none.
  unit_prices: unitPricesSchema.nullable().default(null),
});

export type ProjectFileResult =
  | { readonly ok: true; readonly project: ProjectFileContent }
  | { readonly ok: false; readonly error: string };

const fail = (error: string): ProjectFileResult => ({ ok: false, error });

const where = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Reads a project file (the summary's JSON export): checks the format and version, the fields with
 * the API's own schemas and the plot's geometry with the domain, so a bad file creates nothing.
 */
export function parseProjectFile(text: string): ProjectFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('The file is not valid JSON.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return fail('The file is not a Plotplan project file.');
  const { format, version, project } = data as Record<string, unknown>;
  if (format !== PROJECT_FILE_FORMAT)
    return fail(`The file is not a Plotplan project file (expected format "${PROJECT_FILE_FORMAT}").`);
  if (version !== PROJECT_FILE_VERSION)
    return fail(
      `Project file version ${String(version)} is not supported (this app reads version ${PROJECT_FILE_VERSION}).`,
    );
  const parsed = contentSchema.safeParse(project);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      issue === undefined ? 'The project is invalid.' : `project.${where(issue.path)}: ${issue.message}`,
    );
  }
  const content = parsed.data;
  if (content.plot !== null) {
    const problem = plotProblems(content.plot)[0];
    if (problem !== undefined) return fail(`project.plot.${where(problem.path)}: ${problem.message}`);
  }
  if (content.actual_plan !== null && content.plot === null)
    return fail('project.actual_plan: a plan needs a plot.');
  return { ok: true, project: content };
}
