import { z } from 'zod';
import {
  editActualPlanSchema,
  projectCreateSchema,
  projectListItemSchema,
  projectPatchSchema,
  projectSchema,
  projectUpdateSchema,
  setPreviousPlanSchema,
  violationsPageSchema,
  violationsQuerySchema,
} from '../projects.js';
import { projectsEndpoints as at } from './endpoints.js';
import { badRequestSchema, deletedSchema, errorAnswers, idParams, route } from './route.js';

const params = idParams('id', 'project');
const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe('The `version` the client last saw, e.g. `"3"`; a stale one gets 409 and changes nothing.'),
});
const writeAnswers = { 200: projectSchema, 400: badRequestSchema, ...errorAnswers(401, 404, 409) };

/** A signed-in user's projects and the actions on their current plan. */
export const projectsRoutes = {
  list: route({ ...at.list, responses: { 200: z.array(projectListItemSchema), ...errorAnswers(401) } }),
  create: route({
    ...at.create,
    body: projectCreateSchema,
    responses: { 201: projectSchema, 400: badRequestSchema, ...errorAnswers(401) },
  }),
  get: route({ ...at.get, params, responses: { 200: projectSchema, ...errorAnswers(401, 404) } }),
  update: route({
    ...at.update,
    params,
    headers: ifMatchHeaders,
    body: projectUpdateSchema,
    responses: writeAnswers,
  }),
  patch: route({
    ...at.patch,
    params,
    headers: ifMatchHeaders,
    body: projectPatchSchema,
    responses: writeAnswers,
  }),
  remove: route({ ...at.remove, params, responses: { 204: deletedSchema, ...errorAnswers(401, 404) } }),
  editActualPlan: route({
    ...at.editActualPlan,
    params,
    body: editActualPlanSchema,
    responses: writeAnswers,
  }),
  setPreviousPlan: route({
    ...at.setPreviousPlan,
    params,
    body: setPreviousPlanSchema,
    responses: { 200: projectSchema, 400: badRequestSchema, ...errorAnswers(401, 404) },
  }),
  violations: route({
    ...at.violations,
    params,
    query: violationsQuerySchema,
    responses: { 200: violationsPageSchema, 400: badRequestSchema, ...errorAnswers(401, 404) },
  }),
};
