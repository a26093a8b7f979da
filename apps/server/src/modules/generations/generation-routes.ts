import { generationsRoutes as routes } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../http/answer-language.js';
import { addRoute } from '../../http/api-route.js';
import { pathId } from '../../http/path-id.js';
import { currentUser } from '../auth/index.js';
import type { GenerationService } from './generation-service.js';

const tags = ['generations'];

/** Generation jobs: request a batch of variants, poll them, label them; said in the request's language. */
export function registerGenerationRoutes(app: FastifyInstance, generations: GenerationService): void {
  addRoute(
    app,
    tags,
    routes.generate,
    {
      summary: "Generate plan variants for a project's plot and selection",
      description:
        'Creates one queued generation per variant (seeds `seed`, `seed + 1`, ...; random when left ' +
        'out) and runs them in the background; poll those not finished. With `keep_locked` (default) ' +
        "the current plan's locked objects stay where they are. At most 16 unfinished generations " +
        'per user, and at most 64 waiting to start across all users: beyond either, 429 with ' +
        'Retry-After. A plan of more than 500 objects (the selection) is refused with 400 on `selection`.',
    },
    ({ body }, request) => generations.create(currentUser(request).id, body, requestLocale(request)),
  );
  addRoute(
    app,
    tags,
    routes.list,
    { summary: "The user's generations, of one project with `?project=`, newest first" },
    ({ query }, request) => generations.list(currentUser(request).id, query.project, requestLocale(request)),
  );
  addRoute(
    app,
    tags,
    routes.get,
    { summary: 'One generation with its status, plan, score and violations' },
    ({ params }, request) =>
      generations.get(currentUser(request).id, pathId(params.id), requestLocale(request)),
  );
  addRoute(
    app,
    tags,
    routes.patch,
    { summary: "Change a generation's name, favourite mark or rating" },
    ({ params, body }, request) =>
      generations.label(currentUser(request).id, pathId(params.id), body, requestLocale(request)),
  );
}
