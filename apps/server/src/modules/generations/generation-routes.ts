import {
  errorBodySchema,
  fieldErrorsSchema,
  generatePlanRequestSchema,
  generationListQuerySchema,
  generationPatchSchema,
  generationSchema,
} from '@plotplan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/authenticate.js';
import { projectIdOf as idOf } from '../projects/project-request.js';
import type { GenerationService } from './generation-service.js';

const tags = ['generations'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string().describe('The generation id (an integer).') });
const badRequest = fieldErrorsSchema.or(errorBodySchema);

/** Generation jobs: request a batch of variants, poll them, label them. */
export const generationRoutes: FastifyPluginAsyncZod<{ generations: GenerationService }> = async (
  app,
  { generations },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/generate_plan/',
    {
      schema: {
        tags,
        security,
        summary: "Generate plan variants for a project's plot and selection",
        description:
          'Creates one queued generation per variant (seeds `seed`, `seed + 1`, ...; random when left ' +
          'out) and runs them in the background; poll those not finished. With `keep_locked` (default) ' +
          "the current plan's locked objects stay where they are. At most 16 unfinished generations " +
          'per user: beyond that 429 with Retry-After.',
        body: generatePlanRequestSchema,
        response: {
          201: z.array(generationSchema),
          400: badRequest,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await generations.create(currentUser(request).id, request.body)),
  );

  app.get(
    '/api/generations/',
    {
      schema: {
        tags,
        security,
        summary: "The user's generations, of one project with `?project=`, newest first",
        querystring: generationListQuerySchema,
        response: {
          200: z.array(generationSchema),
          400: badRequest,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    (request) => generations.list(currentUser(request).id, request.query.project),
  );

  app.get(
    '/api/generations/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One generation with its status, plan, score and violations',
        params,
        response: { 200: generationSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => generations.get(currentUser(request).id, idOf(request.params.id)),
  );

  app.patch(
    '/api/generations/:id/',
    {
      schema: {
        tags,
        security,
        summary: "Change a generation's name, favourite mark or rating",
        params,
        body: generationPatchSchema,
        response: { 200: generationSchema, 400: badRequest, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => generations.label(currentUser(request).id, idOf(request.params.id), request.body),
  );
};
