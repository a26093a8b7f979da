import {
  fieldErrorsFromIssues,
  type IssueLike,
  type PlanBody,
  type PlotBody,
  type SelectionItem,
} from '@plotplan/contract';
import { normalizePlot, objectByCode, overrideProblems, plotProblems, resolvePack } from '@plotplan/domain';
import { InvalidInput } from '../../errors/domain-errors.js';

export const validationMessages = {
  planNeedsPlot: 'Describe the plot before adding a plan.',
  unknownSelection: (code: string) => `"${code}" is not in the catalog.`,
  unknownPlanObject: (id: string, code: string) =>
    `Object "${id}" is a "${code}", which is not in the catalog.`,
} as const;

/**
 * What the schemas cannot see in a plot: its geometry (domain plotProblems) and rule overrides. The
 * wicket is left out: the request's plotSchema has checked it (domain wicketProblems) already.
 */
function plotIssues(plot: PlotBody): IssueLike[] {
  const issues: IssueLike[] = plotProblems(plot, { wicket: false }).map((p) => ({
    path: ['plot', ...p.path],
    message: p.message,
  }));
  // The schema limits the values; only the pack knows which rule ids exist.
  const overrides = overrideProblems(resolvePack(plot.rule_pack), plot.rule_overrides ?? {});
  for (const problem of overrides) {
    issues.push({ path: ['plot', 'rule_overrides'], message: `${problem.rule_id}: ${problem.message}` });
  }
  return issues;
}

function selectionIssues(selection: readonly SelectionItem[]): IssueLike[] {
  return selection.flatMap((item, i) =>
    objectByCode(item.landscape_object) === undefined
      ? [
          {
            path: ['selection', i, 'landscape_object'],
            message: validationMessages.unknownSelection(item.landscape_object),
          },
        ]
      : [],
  );
}

/**
 * Checks the plot and selection of a create or update (those given) beyond their schemas; throws
 * one InvalidInput listing every problem, DRF style.
 */
export function assertProjectFields(fields: {
  readonly plot?: PlotBody | null | undefined;
  readonly selection?: readonly SelectionItem[] | undefined;
}): void {
  const issues = [
    ...(fields.plot ? plotIssues(fields.plot) : []),
    ...(fields.selection ? selectionIssues(fields.selection) : []),
  ];
  if (issues.length > 0) throw new InvalidInput(fieldErrorsFromIssues(issues));
}

/**
 * The plot as stored: counter-clockwise without a closing vertex (domain normalizePlot). The request's
 * schema has already parsed it (defaults filled, unknown keys dropped) and normalizing keeps its shape,
 * so it is not parsed again.
 */
export function storedPlot(plot: PlotBody): PlotBody {
  return normalizePlot(plot);
}

/** A plan needs a plot, and each object a catalog code; throws a InvalidInput under `plan`. */
export function assertPlanFits(plot: PlotBody | null, plan: PlanBody): asserts plot is PlotBody {
  if (plot === null) throw new InvalidInput({ plan: [validationMessages.planNeedsPlot] });
  const issues = plan.objects.flatMap((object, i) =>
    objectByCode(object.landscape_object) === undefined
      ? [
          {
            path: ['plan', 'objects', i, 'landscape_object'],
            message: validationMessages.unknownPlanObject(object.id, object.landscape_object),
          },
        ]
      : [],
  );
  if (issues.length > 0) throw new InvalidInput(fieldErrorsFromIssues(issues));
}
