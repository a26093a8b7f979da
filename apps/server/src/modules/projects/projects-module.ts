import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { planRoutes } from './plan-routes.js';
import { PlanService } from './plan-service.js';
import { projectRoutes } from './project-routes.js';
import { ProjectService } from './project-service.js';

/** The projects API: CRUD and the plan actions, for signed-in owners. */
export async function registerProjects(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(projectRoutes, { projects: new ProjectService(db) });
  await app.register(planRoutes, { plans: new PlanService(db) });
}
