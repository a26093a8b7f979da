import { shareLinksRoutes as routes } from '@plotplan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/api-route.js';
import { pathId } from '../../http/path-id.js';
import { currentUser } from '../auth/index.js';
import type { ShareService } from './share-service.js';

const tags = ['share links'];

/** Answers carrying tokens or a shared project are kept by no cache. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/** The owner and the project of a `/api/projects/:id/share_links/...` request (a bad id is a 404). */
const target = (request: FastifyRequest, params: { id: string }) =>
  [currentUser(request).id, pathId(params.id)] as const;

/** The owner's share links of a project (another user's project is a 404) and the public read. */
export function registerShareRoutes(app: FastifyInstance, shares: ShareService): void {
  addRoute(
    app,
    tags,
    routes.list,
    { summary: "A project's live read-only links, oldest first" },
    async ({ params }, request, reply) => {
      noStore(reply);
      return shares.list(...target(request, params));
    },
  );
  addRoute(
    app,
    tags,
    routes.create,
    {
      summary: 'Create a read-only link to a project',
      description: 'The token is 256 random bits. At most 20 live links per project.',
    },
    async ({ params }, request, reply) => {
      noStore(reply);
      return shares.create(...target(request, params));
    },
  );
  addRoute(
    app,
    tags,
    routes.revoke,
    { summary: 'Revoke a read-only link: it is a 404 from now on' },
    async ({ params }, request) => {
      await shares.revoke(...target(request, params), pathId(params.linkId));
      return null;
    },
  );
  addRoute(
    app,
    tags,
    routes.shared,
    {
      summary: 'The project behind a read-only link (no sign-in)',
      description:
        "The project's name, plot, current plan and areas; nothing about its owner. An unknown or " +
        'revoked token is a 404.',
    },
    async ({ params }, _request, reply) => {
      noStore(reply);
      return shares.shared(params.token);
    },
  );
}
