import { randomBytes } from 'node:crypto';
import {
  MAX_SHARE_LINKS_PER_PROJECT,
  SHARE_TOKEN_PATTERN,
  sharedPagePath,
  type ShareLink,
  type SharedProject,
} from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { NotFound } from '../../errors/domain-errors.js';
import { lockOwner } from '../auth/index.js';
import { projectBody, projectExists, type PlanService } from '../projects/index.js';
import { TooManyShareLinks } from './share-errors.js';
import {
  countLiveLinks,
  insertLink,
  liveLinkByToken,
  liveLinks,
  revokeLink,
  type ShareLinkRow,
} from './share-link-store.js';

/** 32 random bytes, base64url: 256 bits, 43 characters. */
const newToken = () => randomBytes(32).toString('base64url');

const linkView = (row: ShareLinkRow): ShareLink => ({
  id: row.id,
  token: row.token,
  path: sharedPagePath(row.token),
  created_at: row.createdAt.toISOString(),
});

/**
 * Read-only links to a project. Its owner lists, creates (at most MAX_SHARE_LINKS_PER_PROJECT live
 * ones) and revokes them; anyone holding a live link's token reads the project's current plan.
 */
export class ShareService {
  constructor(
    private readonly db: Db,
    private readonly plans: PlanService,
  ) {}

  async list(ownerId: number, projectId: number): Promise<ShareLink[]> {
    if (!(await projectExists(this.db, ownerId, projectId))) throw new NotFound();
    return (await liveLinks(this.db, ownerId, projectId)).map(linkView);
  }

  async create(ownerId: number, projectId: number): Promise<ShareLink> {
    return this.db.transaction(async (tx) => {
      // Creations of one owner queue up on the user's row, so the cap cannot be raced past.
      await lockOwner(tx, ownerId);
      if (!(await projectExists(tx, ownerId, projectId))) throw new NotFound();
      if ((await countLiveLinks(tx, ownerId, projectId)) >= MAX_SHARE_LINKS_PER_PROJECT) {
        throw new TooManyShareLinks();
      }
      return linkView(await insertLink(tx, { ownerId, projectId, token: newToken() }));
    });
  }

  async revoke(ownerId: number, projectId: number, linkId: number): Promise<void> {
    if (!(await revokeLink(this.db, ownerId, projectId, linkId))) throw new NotFound();
  }

  /**
   * The project behind a live link, as anyone may see it. A malformed, unknown or revoked token, or
   * a project deleted since, is a 404 like any missing thing.
   */
  async shared(token: string): Promise<SharedProject> {
    if (!SHARE_TOKEN_PATTERN.test(token)) throw new NotFound();
    const link = await liveLinkByToken(this.db, token);
    if (link === undefined) throw new NotFound();
    const project = projectBody(await this.plans.read(link.ownerId, link.projectId));
    return {
      name: project.name,
      plot: project.plot,
      actual_plan: project.actual_plan,
      plan_version: project.plan_version,
      metrics: project.metrics,
      updated_at: project.updated_at,
    };
  }
}
