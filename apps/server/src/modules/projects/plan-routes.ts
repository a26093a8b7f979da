import {
  editActualPlanSchema,
  errorBodySchema,
  projectSchema,
  setPreviousPlanSchema,
} from '@plotplan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/authenticate.js';
import type { PlanService } from './plan-service.js';
import { projectDocs, sendProject } from './project-routes.js';
import { projectIdOf } from './project-request.js';

const { tags, security, params, badRequest } = projectDocs;

/** Actions on a project's current plan; each appends a plan version. */
export const planRoutes: FastifyPluginAsyncZod<{ plans: PlanService }> = async (app, { plans }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/projects/:id/edit_actual_plan/',
    {
      schema: {
        tags,
        security,
        summary: 'Make a plan the current plan (appends a version)',
        description:
          'The server re-checks the plan against the plot and its rule pack; a plan with violations is ' +
          'accepted and its violations are returned. `base_version`: the plan version the client edited; ' +
          'when it is no longer current the answer is 409 and nothing changes.',
        params,
        body: editActualPlanSchema,
        response: {
          200: projectSchema,
          400: badRequest,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const id = projectIdOf(request.params.id);
      return sendProject(reply, await plans.editActualPlan(currentUser(request).id, id, request.body));
    },
  );

  app.post(
    '/api/projects/:id/set_previous_plan/',
    {
      schema: {
        tags,
        security,
        summary: "Go back to the current plan's parent, or to a given version (appends a version)",
        description:
          'Nothing is lost: the restored plan is appended as a new version (source `restore`) whose ' +
          'parent is the version that was current.',
        params,
        body: setPreviousPlanSchema,
        response: { 200: projectSchema, 400: badRequest, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const id = projectIdOf(request.params.id);
      return sendProject(reply, await plans.setPreviousPlan(currentUser(request).id, id, request.body));
    },
  );
};
