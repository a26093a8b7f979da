// The shares module as the app sees it: read-only links to a project.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { PlanService } from '../projects/index.js';
import { registerShareRoutes } from './share-routes.js';
import { ShareService } from './share-service.js';

export function registerShares(app: FastifyInstance, db: Db, plans: PlanService): void {
  registerShareRoutes(app, new ShareService(db, plans));
}
