import {
  errorBodySchema,
  fieldErrorsSchema,
  projectCreateSchema,
  projectListItemSchema,
  projectPatchSchema,
  projectSchema,
  projectUpdateSchema,
  type Project,
  type ProjectPatchBody,
} from '@plotplan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/authenticate.js';
import type { ProjectService } from './project-service.js';
import { ifMatchVersions, projectIdOf } from './project-request.js';

export const projectDocs = {
  tags: ['projects'],
  security: [{ bearer: [] }],
  // Ids are matched as text so that a non-integer id is a 404 like any unknown one.
  params: z.object({ id: z.string().describe('The project id (an integer).') }),
  badRequest: fieldErrorsSchema.or(errorBodySchema),
} as const;
const { tags, security, params, badRequest } = projectDocs;

const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe('The `version` the client last saw, e.g. `"3"`; a stale one gets 409 and changes nothing.'),
});

const writeDescription =
  'Read-only and unknown fields are ignored. With `version` or `If-Match`, a stale write gets 409.';

const writeResponses = {
  200: projectSchema,
  400: badRequest,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Answers with the project and its version as an ETag, for a later If-Match. */
export const sendProject = (reply: FastifyReply, project: Project) =>
  reply.header('etag', `"${project.version}"`).send(project);

/** The signed-in user's projects (another user's project is a 404 everywhere). */
export const projectRoutes: FastifyPluginAsyncZod<{ projects: ProjectService }> = async (
  app,
  { projects },
) => {
  app.addHook('onRequest', app.authenticate);

  // PUT and PATCH differ only in the fields their bodies must have.
  const update = async (
    request: FastifyRequest,
    rawId: string,
    body: ProjectPatchBody,
    reply: FastifyReply,
  ) => {
    const id = projectIdOf(rawId);
    const ifMatch = ifMatchVersions(request.headers['if-match']);
    return sendProject(reply, await projects.update(currentUser(request).id, id, body, ifMatch));
  };

  app.get(
    '/api/projects/',
    {
      schema: {
        tags,
        security,
        summary: "The user's projects, newest change first, with a thumbnail SVG each",
        response: { 200: z.array(projectListItemSchema), 401: errorBodySchema },
      },
    },
    (request) => projects.list(currentUser(request).id),
  );

  app.post(
    '/api/projects/',
    {
      schema: {
        tags,
        security,
        summary: 'Create a project',
        description:
          'At most 200 projects per user. The plot is checked (geometry, rule overrides) and normalised.',
        body: projectCreateSchema,
        response: { 201: projectSchema, 400: badRequest, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const project = await projects.create(currentUser(request).id, request.body);
      return sendProject(reply.status(201), project);
    },
  );

  app.get(
    '/api/projects/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'A project with its current plan, violations, metrics and plan history',
        params,
        response: { 200: projectSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendProject(reply, await projects.get(currentUser(request).id, projectIdOf(request.params.id))),
  );

  app.put(
    '/api/projects/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the writable fields of a project',
        description: writeDescription,
        params,
        headers: ifMatchHeaders,
        body: projectUpdateSchema,
        response: writeResponses,
      },
    },
    async (request, reply) => update(request, request.params.id, request.body, reply),
  );

  app.patch(
    '/api/projects/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Change some fields of a project',
        description: writeDescription,
        params,
        headers: ifMatchHeaders,
        body: projectPatchSchema,
        response: writeResponses,
      },
    },
    async (request, reply) => update(request, request.params.id, request.body, reply),
  );

  app.delete(
    '/api/projects/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a project with its plan history',
        params,
        response: { 204: z.null().describe('Deleted.'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await projects.remove(currentUser(request).id, projectIdOf(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
