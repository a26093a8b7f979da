import type { PlanBody, PlanSource, PlotBody } from '@plotplan/contract';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { planVersions, type StoredEvaluation } from '../../db/schema.js';
import { NoSuchVersion, NothingToUndo, RestoreNeedsPlot } from './plan-errors.js';
import { currentEvaluation } from './plan-evaluation.js';
import { PlanEvaluator, type EvaluationSettings } from './plan-evaluator.js';
import { defaultPlanSummary, restoredSummary } from './plan-summary.js';
import type { VersionRetention } from './plan-version-retention.js';
import {
  appendVersion,
  currentVersion,
  findVersion,
  storeEvaluation,
  versionHistory,
  type PlanPointer,
  type PlanVersionEntry,
  type PlanVersionRow,
} from './plan-version-store.js';

/** The current plan, with its evaluation on the plot when the project has one. */
export interface CurrentPlan {
  readonly plan: PlanBody | null;
  readonly evaluation?: StoredEvaluation;
}

/** A plan to append: where it came from and what changed (left out or empty: said from the plan). */
export interface NewPlan {
  readonly plan: PlanBody;
  readonly source: PlanSource;
  readonly summary?: string | undefined;
}

/** The version just appended, with the plan's evaluation on the plot. */
export interface AppendedPlan {
  readonly version: number;
  readonly plan: PlanBody;
  readonly evaluation: StoredEvaluation;
}

/**
 * Projects' plans: the immutable versions each project appends, their evaluation on the project's
 * plot (stored with the current version; large plans on the evaluation pool) and the history. A
 * project is a `PlanPointer` here; locking its row and moving its pointer is the caller's.
 */
export class Plans {
  constructor(
    private readonly evaluator: PlanEvaluator,
    private readonly retention?: VersionRetention,
  ) {}

  /** Evaluates a plan on a plot (on the event loop or a worker thread: see PlanEvaluator). */
  evaluate(plot: PlotBody, plan: PlanBody): Promise<StoredEvaluation> {
    return this.evaluator.evaluate(plot, plan);
  }

  /**
   * The current plan with its evaluation on the current plot: the one stored with the version while
   * it is still the plot's; otherwise (the plot, its pack or the catalog changed, or a row from
   * before evaluations were stored) evaluated now and stored back.
   */
  async current(db: Db, pointer: PlanPointer, plot: PlotBody | null): Promise<CurrentPlan> {
    const version = await currentVersion(db, pointer);
    if (version === undefined) return { plan: null };
    if (plot === null) return { plan: version.plan };
    const { evaluation, fresh } = await currentEvaluation(
      version.evaluation,
      plot,
      version.plan,
      this.evaluate.bind(this),
    );
    if (fresh) await storeEvaluation(db, version.id, evaluation);
    return { plan: version.plan, evaluation };
  }

  history(db: Db, projectId: number): Promise<PlanVersionEntry[]> {
    return versionHistory(db, projectId);
  }

  /**
   * Appends the plan, evaluated on the plot, as the project's next version (parent: the version it
   * points at). Call it in a transaction holding the project's row lock, then point the project at it.
   */
  async append(db: Db, pointer: PlanPointer, plot: PlotBody, entry: NewPlan): Promise<AppendedPlan> {
    const summary =
      entry.summary === undefined || entry.summary === '' ? defaultPlanSummary(entry.plan) : entry.summary;
    const evaluation = await this.evaluate(plot, entry.plan);
    const appended = await appendVersion(
      db,
      {
        projectId: pointer.id,
        parent: pointer.planVersion,
        source: entry.source,
        summary,
        plan: entry.plan,
        evaluation,
      },
      this.retention,
    );
    return { version: appended.version, plan: entry.plan, evaluation };
  }

  /**
   * Appends the current plan's parent (or the given version) again as a new `restore` version, so
   * nothing is lost; it is checked again on today's plot, which may differ from the one it was made on.
   */
  async restore(
    db: Db,
    pointer: PlanPointer,
    plot: PlotBody | null,
    version?: number,
  ): Promise<AppendedPlan> {
    const target = await restoreTarget(db, pointer, version);
    if (plot === null) throw new RestoreNeedsPlot();
    return this.append(db, pointer, plot, {
      plan: target.plan,
      source: 'restore',
      summary: restoredSummary(target.version),
    });
  }
}

async function restoreTarget(
  db: Db,
  pointer: PlanPointer,
  version: number | undefined,
): Promise<PlanVersionRow> {
  if (version !== undefined) {
    const target = await findVersion(db, pointer.id, version);
    if (target === undefined) throw new NoSuchVersion();
    return target;
  }
  const current = await currentVersion(db, pointer);
  const parent = current?.parent ?? null;
  const target = parent === null ? undefined : await findVersion(db, pointer.id, parent);
  if (target === undefined) throw new NothingToUndo();
  return target;
}

/** The current plans of several projects at once (a project with no plan yet has no entry). */
export async function currentPlans(db: Db, pointers: readonly PlanPointer[]): Promise<Map<number, PlanBody>> {
  const pointed = pointers.flatMap(({ id, planVersion }) =>
    planVersion === null ? [] : [and(eq(planVersions.projectId, id), eq(planVersions.version, planVersion))],
  );
  if (pointed.length === 0) return new Map();
  const rows = await db
    .select({ projectId: planVersions.projectId, plan: planVersions.plan })
    .from(planVersions)
    .where(or(...pointed));
  return new Map(rows.map((row) => [row.projectId, row.plan]));
}

/** The plans of the app's projects; the evaluation pool closes with the app. */
export function createPlans(
  app: FastifyInstance,
  settings: { readonly evaluation?: EvaluationSettings; readonly retention?: VersionRetention } = {},
): Plans {
  const evaluator = new PlanEvaluator(settings.evaluation);
  app.addHook('onClose', () => evaluator.close());
  return new Plans(evaluator, settings.retention);
}
