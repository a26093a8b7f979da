import { z } from 'zod';
import {
  generatePlanRequestSchema,
  generationListQuerySchema,
  generationPatchSchema,
  generationSchema,
} from '../generations.js';
import { generationsEndpoints as at } from './endpoints.js';
import { badRequestSchema, errorAnswers, idParams, route } from './route.js';

const params = idParams('id', 'generation');

/** Generation jobs: request a batch of variants, poll them, label them. */
export const generationsRoutes = {
  generate: route({
    ...at.generate,
    body: generatePlanRequestSchema,
    responses: { 201: z.array(generationSchema), 400: badRequestSchema, ...errorAnswers(401, 404, 429) },
  }),
  list: route({
    ...at.list,
    query: generationListQuerySchema,
    responses: { 200: z.array(generationSchema), 400: badRequestSchema, ...errorAnswers(401, 404) },
  }),
  get: route({ ...at.get, params, responses: { 200: generationSchema, ...errorAnswers(401, 404) } }),
  patch: route({
    ...at.patch,
    params,
    body: generationPatchSchema,
    responses: { 200: generationSchema, 400: badRequestSchema, ...errorAnswers(401, 404) },
  }),
};
