import type { Project, SelectionItem, UnitPricesBody } from '@plotplan/contract';
import type { Plan, Plot } from '@plotplan/domain';

export const PROJECT_FILE_FORMAT = 'plotplan-project';
export const PROJECT_FILE_VERSION = 1;

/** What a project file carries: the user's own work, without ids, versions or server-computed fields. */
export interface ProjectFileContent {
  readonly name: string;
  readonly description: string;
  readonly plot: Plot | null;
  readonly selection: readonly SelectionItem[];
  readonly actual_plan: Plan | null;
  /** The bill of quantities' unit prices (null: none set). */
  readonly unit_prices: UnitPricesBody | null;
}

/** A project exported as JSON (the summary's JSON export; /projects imports it back). */
export interface ProjectFile {
  readonly format: typeof PROJECT_FILE_FORMAT;
  readonly version: typeof PROJECT_FILE_VERSION;
  readonly project: ProjectFileContent;
}

export function toProjectFile(project: Project): ProjectFile {
  return {
    format: PROJECT_FILE_FORMAT,
    version: PROJECT_FILE_VERSION,
    project: {
      name: project.name,
      description: project.description,
      plot: project.plot,
      selection: project.selection,
      actual_plan: project.actual_plan,
      unit_prices: project.unit_prices,
    },
  };
}
