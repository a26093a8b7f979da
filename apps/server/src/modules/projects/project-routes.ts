import { projectsRoutes as routes } from '@plotplan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/api-route.js';
import { requestLocale } from '../../http/answer-language.js';
import { pathId } from '../../http/path-id.js';
import { currentUser } from '../auth/index.js';
import { answerWithBody } from './cached-answer.js';
import type { PlanService } from './plan-service.js';
import type { ProjectAnswers } from './project-answers.js';
import { ifMatchVersions } from './project-request.js';
import type { ProjectService } from './project-service.js';
import type { ProjectState } from './project-state.js';
import { projectBody } from './project-view.js';

const tags = ['projects'];
const writeDescription =
  'Read-only and unknown fields are ignored. With `version` or `If-Match`, a stale write gets 409.';

/** The project as the API answers it, with its version as an ETag for a later If-Match. */
const withETag = (reply: FastifyReply, project: ProjectState) => {
  void reply.header('etag', `"${project.row.version}"`);
  return projectBody(project);
};

/** The owner and the project of a `/api/projects/:id/...` request (a bad id is a 404). */
const target = (request: FastifyRequest, params: { id: string }) =>
  [currentUser(request).id, pathId(params.id)] as const;

/**
 * The signed-in user's projects (another user's project is a 404 everywhere) and the actions on a
 * project's current plan, each of which appends a plan version.
 */
export function registerProjectRoutes(
  app: FastifyInstance,
  { projects, answers, plans }: { projects: ProjectService; answers: ProjectAnswers; plans: PlanService },
): void {
  addRoute(
    app,
    tags,
    routes.list,
    {
      summary: "The user's projects, newest change first, with a thumbnail SVG each",
      description: 'With the ETag of an earlier answer in `If-None-Match`, an unchanged list is a 304.',
    },
    async (_, request, reply) =>
      answerWithBody(request, reply, await answers.listBody(currentUser(request).id)),
  );
  addRoute(
    app,
    tags,
    routes.create,
    {
      summary: 'Create a project',
      description:
        'At most 200 projects per user. The plot is checked (geometry, rule overrides) and normalised.',
    },
    async ({ body }, request, reply) => withETag(reply, await projects.create(currentUser(request).id, body)),
  );
  addRoute(
    app,
    tags,
    routes.get,
    {
      summary: 'A project with its current plan, violations, metrics and plan history',
      description:
        'The ETag is the project version: `If-None-Match` with it answers 304 while it is current.',
    },
    async ({ params }, request, reply) =>
      answerWithBody(request, reply, await answers.getBody(...target(request, params))),
  );
  // PUT and PATCH differ only in the fields their bodies must have.
  for (const [route, summary] of [
    [routes.update, 'Replace the writable fields of a project'],
    [routes.patch, 'Change some fields of a project'],
  ] as const) {
    addRoute(
      app,
      tags,
      route,
      { summary, description: writeDescription },
      async ({ params, body }, request, reply) => {
        const ifMatch = ifMatchVersions(request.headers['if-match']);
        return withETag(reply, await projects.update(...target(request, params), body, ifMatch));
      },
    );
  }
  addRoute(
    app,
    tags,
    routes.remove,
    { summary: 'Delete a project with its plan history' },
    async ({ params }, request) => {
      await projects.remove(...target(request, params));
      return null;
    },
  );
  addRoute(
    app,
    tags,
    routes.editActualPlan,
    {
      summary: 'Make a plan the current plan (appends a version)',
      description:
        'The server re-checks the plan against the plot and its rule pack; a plan with violations is ' +
        'accepted and its violations are returned. `base_version`: the plan version the client edited; ' +
        'when it is no longer current the answer is 409 and nothing changes.',
    },
    async ({ params, body }, request, reply) =>
      withETag(reply, await plans.editActualPlan(...target(request, params), body)),
  );
  addRoute(
    app,
    tags,
    routes.setPreviousPlan,
    {
      summary: "Go back to the current plan's parent, or to a given version (appends a version)",
      description:
        'Nothing is lost: the restored plan is appended as a new version (source `restore`) whose ' +
        'parent is the version that was current.',
    },
    async ({ params, body }, request, reply) =>
      withETag(reply, await plans.setPreviousPlan(...target(request, params), body)),
  );
  addRoute(
    app,
    tags,
    routes.violations,
    {
      summary: "A page of the current plan's violations",
      description:
        'A project answer carries the most serious violations only (at most 100) and `violation_count`; ' +
        'this pages through all of them in the checker’s order (errors first).',
    },
    ({ params, query }, request) =>
      projects.violations(...target(request, params), query, requestLocale(request)),
  );
}
