import {
  MAX_PROJECTS_PER_USER,
  type Project,
  type ProjectCreateBody,
  type ProjectListItem,
  type ProjectPatchBody,
  type ViolationsPage,
  type ViolationsQuery,
} from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { NotFound } from '../../errors/domain-errors.js';
import { PlanConflict, TooManyProjects } from './project-errors.js';
import {
  countProjects,
  deleteProject,
  findProject,
  insertProject,
  listProjects,
  lockOwner,
  updateProject,
  type ProjectChanges,
} from './project-store.js';
import { assertProjectFields, storedPlot } from './project-validation.js';
import { ProjectListCache } from './project-list-cache.js';
import { toViolationBody, type Evaluate } from './plan-evaluation.js';
import { currentEvaluated, projectView } from './project-view.js';

/** Projects of one owner: list, create, read, update with optimistic concurrency, delete. */
export class ProjectService {
  // The list is a hot path (every visit to the project list); its thumbnails are built once per version.
  private readonly listItems = new ProjectListCache();

  constructor(
    private readonly db: Db,
    private readonly evaluate: Evaluate,
  ) {}

  async list(ownerId: number): Promise<ProjectListItem[]> {
    return (await listProjects(this.db, ownerId)).map((row) => this.listItems.itemOf(row));
  }

  async create(ownerId: number, body: ProjectCreateBody): Promise<Project> {
    assertProjectFields(body);
    const values = {
      name: body.name,
      description: body.description,
      plot: body.plot ? storedPlot(body.plot) : null,
      selection: body.selection,
    };
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      if ((await countProjects(tx, ownerId)) >= MAX_PROJECTS_PER_USER) throw new TooManyProjects();
      return projectView(tx, await insertProject(tx, ownerId, values), this.evaluate);
    });
  }

  async get(ownerId: number, id: number): Promise<Project> {
    const row = await findProject(this.db, ownerId, id);
    if (row === undefined) throw new NotFound();
    return projectView(this.db, row, this.evaluate);
  }

  /**
   * Writes the given fields if the stored version is the one the client saw: `body.version` and
   * the If-Match versions, when given. Check and write are one UPDATE; a miss is then told apart
   * (404 for no such project of this owner, 409 for a stale version) in the same transaction.
   */
  async update(ownerId: number, id: number, body: ProjectPatchBody, ifMatch?: number[]): Promise<Project> {
    const { version, ...fields } = body;
    assertProjectFields(fields);
    const changes: ProjectChanges = {
      ...(fields.name === undefined ? {} : { name: fields.name }),
      ...(fields.description === undefined ? {} : { description: fields.description }),
      ...(fields.plot === undefined ? {} : { plot: fields.plot === null ? null : storedPlot(fields.plot) }),
      ...(fields.selection === undefined ? {} : { selection: fields.selection }),
    };
    return this.db.transaction(async (tx) => {
      const row = await updateProject(tx, ownerId, id, changes, { equals: version, oneOf: ifMatch });
      if (row !== undefined) return projectView(tx, row, this.evaluate);
      throw (await findProject(tx, ownerId, id)) === undefined ? new NotFound() : new PlanConflict();
    });
  }

  /** One page of all the current plan's violations, in the checker's order. */
  async violations(ownerId: number, id: number, query: ViolationsQuery): Promise<ViolationsPage> {
    const row = await findProject(this.db, ownerId, id);
    if (row === undefined) throw new NotFound();
    const all = (await currentEvaluated(this.db, row, this.evaluate)).evaluation?.violations ?? [];
    return {
      count: all.length,
      offset: query.offset,
      results: all.slice(query.offset, query.offset + query.limit).map(toViolationBody),
    };
  }

  async remove(ownerId: number, id: number): Promise<void> {
    if (!(await deleteProject(this.db, ownerId, id))) throw new NotFound();
  }
}
