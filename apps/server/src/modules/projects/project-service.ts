import {
  MAX_PROJECTS_PER_USER,
  type Locale,
  type ProjectCreateBody,
  type ProjectListItem,
  type ProjectPatchBody,
  type ViolationsPage,
  type ViolationsQuery,
} from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { NotFound } from '../../errors/domain-errors.js';
import { violationsInLanguage } from '../../http/localize-plans.js';
import { lockOwner } from '../auth/index.js';
import { currentPlans, toViolationBody, type Plans } from '../plans/index.js';
import { PlanConflict, TooManyProjects } from './project-errors.js';
import {
  countProjects,
  deleteProject,
  findProject,
  insertProject,
  listProjects,
  updateProject,
  type ProjectChanges,
} from './project-store.js';
import { assertProjectFields, storedPlot } from './project-validation.js';
import { ProjectListCache } from './project-list-cache.js';
import type { ProjectReadCache } from './project-read-cache.js';
import { projectState, type ProjectState } from './project-state.js';

/** Projects of one owner: list, create, read, update with optimistic concurrency, delete. */
export class ProjectService {
  // The list is a hot path (every visit to the project list); its thumbnails are built once per version.
  private readonly listItems = new ProjectListCache();

  constructor(
    private readonly db: Db,
    private readonly plans: Plans,
    private readonly reads: ProjectReadCache,
  ) {}

  async list(ownerId: number): Promise<ProjectListItem[]> {
    const listed = await listProjects(this.db, ownerId);
    const plans = await currentPlans(this.db, listed);
    return listed.map((row) => this.listItems.itemOf({ ...row, plan: plans.get(row.id) ?? null }));
  }

  /** Runs a write of the owner's projects; once it is over (committed or not) cached reads go. */
  private async writing<T>(ownerId: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await this.reads.changed(ownerId);
    }
  }

  async create(ownerId: number, body: ProjectCreateBody): Promise<ProjectState> {
    assertProjectFields(body);
    const values = {
      name: body.name,
      description: body.description,
      plot: body.plot ? storedPlot(body.plot) : null,
      selection: body.selection,
    };
    return this.writing(ownerId, () =>
      this.db.transaction(async (tx) => {
        await lockOwner(tx, ownerId);
        if ((await countProjects(tx, ownerId)) >= MAX_PROJECTS_PER_USER) throw new TooManyProjects();
        return projectState(tx, await insertProject(tx, ownerId, values), this.plans);
      }),
    );
  }

  async get(ownerId: number, id: number): Promise<ProjectState> {
    const row = await findProject(this.db, ownerId, id);
    if (row === undefined) throw new NotFound();
    return projectState(this.db, row, this.plans);
  }

  /**
   * Writes the given fields if the stored version is the one the client saw: `body.version` and
   * the If-Match versions, when given. Check and write are one UPDATE; a miss is then told apart
   * (404 for no such project of this owner, 409 for a stale version) in the same transaction.
   */
  async update(
    ownerId: number,
    id: number,
    body: ProjectPatchBody,
    ifMatch?: number[],
  ): Promise<ProjectState> {
    const { version, ...fields } = body;
    assertProjectFields(fields);
    const changes: ProjectChanges = {
      ...(fields.name === undefined ? {} : { name: fields.name }),
      ...(fields.description === undefined ? {} : { description: fields.description }),
      ...(fields.plot === undefined ? {} : { plot: fields.plot === null ? null : storedPlot(fields.plot) }),
      ...(fields.selection === undefined ? {} : { selection: fields.selection }),
      ...(fields.unit_prices === undefined ? {} : { unitPrices: fields.unit_prices }),
    };
    return this.writing(ownerId, () =>
      this.db.transaction(async (tx) => {
        const row = await updateProject(tx, ownerId, id, changes, { equals: version, oneOf: ifMatch });
        if (row !== undefined) return projectState(tx, row, this.plans);
        throw (await findProject(tx, ownerId, id)) === undefined ? new NotFound() : new PlanConflict();
      }),
    );
  }

  /**
   * One page of all the current plan's violations, in the checker's order, in the language (the
   * page carries no plot to say them by later, so they are said here).
   */
  async violations(
    ownerId: number,
    id: number,
    query: ViolationsQuery,
    locale: Locale = 'en',
  ): Promise<ViolationsPage> {
    const row = await findProject(this.db, ownerId, id);
    if (row === undefined) throw new NotFound();
    const { plan, evaluation } = await this.plans.current(this.db, row, row.plot);
    const all = evaluation?.violations ?? [];
    const page = all.slice(query.offset, query.offset + query.limit).map(toViolationBody);
    return {
      count: all.length,
      offset: query.offset,
      results: row.plot === null ? page : violationsInLanguage(page, plan, row.plot, locale),
    };
  }

  async remove(ownerId: number, id: number): Promise<void> {
    const deleted = await this.writing(ownerId, () => deleteProject(this.db, ownerId, id));
    if (!deleted) throw new NotFound();
  }
}
