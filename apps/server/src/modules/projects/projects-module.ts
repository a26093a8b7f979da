import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { PlanService } from './plan-service.js';
import type { VersionRetention } from './plan-version-retention.js';
import { registerProjectRoutes } from './project-routes.js';
import { ProjectService } from './project-service.js';

/** The projects API: CRUD and the plan actions, for signed-in owners. */
export function registerProjects(app: FastifyInstance, db: Db, retention?: VersionRetention): void {
  registerProjectRoutes(app, { projects: new ProjectService(db), plans: new PlanService(db, retention) });
}
