import { z } from 'zod';
import {
  shareLinkCreateSchema,
  shareLinkSchema,
  sharedParamsSchema,
  sharedProjectSchema,
} from '../share-links.js';
import { shareLinksEndpoints as at } from './endpoints.js';
import { badRequestSchema, deletedSchema, errorAnswers, idParams, route } from './route.js';

const params = idParams('id', 'project');
const linkParams = params.extend(idParams('linkId', 'share link').shape);

/** Read-only links to a project: its owner lists, creates and revokes them; anyone with one reads. */
export const shareLinksRoutes = {
  list: route({
    ...at.list,
    params,
    responses: { 200: z.array(shareLinkSchema), ...errorAnswers(401, 404) },
  }),
  create: route({
    ...at.create,
    params,
    body: shareLinkCreateSchema,
    responses: { 201: shareLinkSchema, 400: badRequestSchema, ...errorAnswers(401, 404) },
  }),
  revoke: route({
    ...at.revoke,
    params: linkParams,
    responses: { 204: deletedSchema, ...errorAnswers(401, 404) },
  }),
  shared: route({
    ...at.shared,
    params: sharedParamsSchema,
    responses: { 200: sharedProjectSchema, ...errorAnswers(404) },
  }),
};
