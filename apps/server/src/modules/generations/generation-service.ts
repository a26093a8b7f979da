import { randomInt, randomUUID } from 'node:crypto';
import {
  defaultGenerationName,
  MAX_PLAN_OBJECTS,
  type Generation,
  type generatePlanRequestSchema,
  type Locale,
  type generationPatchSchema,
  type PlanBody,
  type SelectionItem,
} from '@plotplan/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { NotFound } from '../../errors/domain-errors.js';
import { lockOwner } from '../auth/index.js';
import { projectExists, projectPlan, type ProjectPlan } from '../projects/index.js';
import {
  GenerationQueueFull,
  ProjectNotReady,
  SelectionTooLarge,
  TooManyGenerations,
} from './generation-errors.js';
import type { GenerationRunner } from './generation-runner.js';
import {
  countBatches,
  countUnfinished,
  findGeneration,
  insertGenerations,
  listGenerations,
  updateLabels,
} from './generation-store.js';
import type { NewGenerationRow } from './generation-row.js';
import { generationView } from './generation-view.js';
import { lockAndCountQueued } from './job-queue-store.js';

/** Queued and running generations one user may have at once. */
export const DEFAULT_MAX_UNFINISHED = 16;
/** Variants waiting or running, all users and instances together, beyond which new requests are refused. */
export const DEFAULT_MAX_QUEUED = 64;
/** Random base seeds leave room for the batch's consecutive seeds within a 32-bit integer. */
const MAX_RANDOM_SEED = 2_000_000_000;

type GenerateBody = z.output<typeof generatePlanRequestSchema>;
type PatchBody = z.output<typeof generationPatchSchema>;

/** Generation jobs of the signed-in owner: request a batch, list, read, label. */
export class GenerationService {
  constructor(
    private readonly db: Db,
    private readonly runner: GenerationRunner,
    private readonly maxUnfinished: number = DEFAULT_MAX_UNFINISHED,
    private readonly maxQueued: number = DEFAULT_MAX_QUEUED,
  ) {}

  /**
   * One queued row per variant (seeds base, base + 1, ... until it has run; then the variant's own
   * seed), with a snapshot of the plot, the selection and (with keep_locked) the current plan's
   * locked objects; the rows are one batch, a job for any instance once committed. Refused, with nothing written, when the queue is full
   * (GenerationQueueFull) or the plan would hold more than MAX_PLAN_OBJECTS objects (SelectionTooLarge).
   */
  async create(ownerId: number, body: GenerateBody, locale: Locale = 'en'): Promise<Generation[]> {
    const rows = await this.insertBatch(ownerId, body);
    // Committed: this instance looks for work now (others on their next poll).
    this.runner.wake();
    return rows.map((row) => generationView(row, locale));
  }

  /** Checks the request and the queue's room, and writes the jobs. */
  private async insertBatch(ownerId: number, body: GenerateBody) {
    return this.db.transaction(async (tx) => {
      // One user's requests queue up here, so the limit cannot be raced past.
      await lockOwner(tx, ownerId);
      const project = await projectPlan(tx, ownerId, body.project);
      if (project === undefined) throw new NotFound();
      const { plot, selection } = project;
      if (plot === null || !selection.some((item) => item.count > 0)) throw new ProjectNotReady();
      const locked = body.keep_locked ? lockedObjects(project) : [];
      const size = plannedObjectCount(selection, locked);
      if (size > MAX_PLAN_OBJECTS) throw new SelectionTooLarge(size);
      if ((await countUnfinished(tx, ownerId)) + body.variants > this.maxUnfinished)
        throw new TooManyGenerations();
      // Under the admission lock until commit: concurrent requests cannot both take the last places.
      if ((await lockAndCountQueued(tx)) + body.variants > this.maxQueued) throw new GenerationQueueFull();
      const base = body.seed ?? randomInt(0, MAX_RANDOM_SEED);
      const batch = randomUUID();
      // Numbered per project in request order; the owner's lock above keeps two requests apart.
      const batchNumber = (await countBatches(tx, project.id)) + 1;
      const values = Array.from({ length: body.variants }, (_, index): NewGenerationRow => ({
        projectId: project.id,
        ownerId,
        name: defaultGenerationName(batchNumber, index + 1),
        seed: base + index,
        batch,
        params: {
          variant_index: index,
          weights: body.weights ?? {},
          keep_locked: body.keep_locked,
          plot,
          selection,
          locked,
        },
      }));
      return insertGenerations(tx, values);
    });
  }

  async list(ownerId: number, projectId: number | undefined, locale: Locale = 'en'): Promise<Generation[]> {
    if (projectId !== undefined && !(await projectExists(this.db, ownerId, projectId))) {
      throw new NotFound();
    }
    return (await listGenerations(this.db, ownerId, projectId)).map((row) => generationView(row, locale));
  }

  async get(ownerId: number, id: number, locale: Locale = 'en'): Promise<Generation> {
    const row = await findGeneration(this.db, ownerId, id);
    if (row === undefined) throw new NotFound();
    return generationView(row, locale);
  }

  async label(ownerId: number, id: number, body: PatchBody, locale: Locale = 'en'): Promise<Generation> {
    const row = await updateLabels(this.db, ownerId, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.is_favorite === undefined ? {} : { isFavorite: body.is_favorite }),
      ...(body.rating === undefined ? {} : { rating: body.rating }),
    });
    if (row === undefined) throw new NotFound();
    return generationView(row, locale);
  }
}

function lockedObjects(project: ProjectPlan) {
  return project.plan?.objects.filter((object) => object.locked) ?? [];
}

/** Objects the generated plan will hold: the locked ones, and the selection less what they cover. */
function plannedObjectCount(selection: readonly SelectionItem[], locked: PlanBody['objects']): number {
  const lockedOf = new Map<string, number>();
  for (const object of locked)
    lockedOf.set(object.landscape_object, (lockedOf.get(object.landscape_object) ?? 0) + 1);
  return selection.reduce(
    (sum, item) => sum + Math.max(0, item.count - (lockedOf.get(item.landscape_object) ?? 0)),
    locked.length,
  );
}
