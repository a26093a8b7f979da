import { z } from 'zod';
import {
  authFieldErrorsSchema,
  credentialsSchema,
  meResponseSchema,
  registerRequestSchema,
  tokenPairSchema,
} from '../auth.js';
import { landscapeObjectSchema, objectTypeSchema } from '../catalog.js';
import { chatMessageSchema, chatSchema, messageExchangeSchema } from '../chat.js';
import { errorBodySchema, fieldErrorsSchema } from '../errors.js';
import { generatePlanRequestSchema, generationSchema } from '../generations.js';
import { plotImportSchema } from '../plot-import.js';
import { placedObjectSchema, planSchema, plotSchema, protectedAreaSchema } from '../plot.js';
import { projectListItemSchema, projectSchema, violationSchema } from '../projects.js';
import { sharedProjectSchema, shareLinkSchema } from '../share-links.js';
import { unitPricesSchema } from '../unit-prices.js';
import { badRequestSchema } from './route.js';

/** What the OpenAPI document says of a named schema. */
export interface ComponentMeta {
  id: string;
  description?: string;
  // The shape fastify-type-provider-zod's registries take (JSON Schema keywords by name).
  [keyword: string]: unknown;
}

/**
 * The schemas the OpenAPI document names as components (`#/components/schemas/<id>`), so that
 * client generators get one type per shape and recursive ones (FieldErrors) can be referenced at
 * all. A fresh registry each call: naming a schema changes nothing of how it validates.
 */
export function apiComponents(): z.core.$ZodRegistry<ComponentMeta> {
  const registry = z.registry<ComponentMeta>();
  const named: readonly [z.ZodType, ComponentMeta][] = [
    [
      errorBodySchema,
      { id: 'ErrorBody', description: 'Every error but field errors: a message and a stable code.' },
    ],
    [fieldErrorsSchema, { id: 'FieldErrors', description: 'Messages per field; nested objects nest.' }],
    [
      badRequestSchema,
      { id: 'BadRequest', description: 'Field errors, or a parse error with detail and code.' },
    ],
    [authFieldErrorsSchema, { id: 'AuthFieldErrors' }],
    [credentialsSchema, { id: 'Credentials' }],
    [registerRequestSchema, { id: 'RegisterRequest' }],
    [tokenPairSchema, { id: 'TokenPair' }],
    [meResponseSchema, { id: 'Me' }],
    [objectTypeSchema, { id: 'ObjectType' }],
    [landscapeObjectSchema, { id: 'LandscapeObject' }],
    [plotSchema, { id: 'Plot' }],
    [protectedAreaSchema, { id: 'ProtectedArea' }],
    [placedObjectSchema, { id: 'PlacedObject' }],
    [planSchema, { id: 'Plan' }],
    [unitPricesSchema, { id: 'UnitPrices' }],
    [projectSchema, { id: 'Project' }],
    [projectListItemSchema, { id: 'ProjectListItem' }],
    [violationSchema, { id: 'Violation' }],
    [generatePlanRequestSchema, { id: 'GeneratePlanRequest' }],
    [generationSchema, { id: 'Generation' }],
    [plotImportSchema, { id: 'PlotImport' }],
    [chatSchema, { id: 'Chat' }],
    [chatMessageSchema, { id: 'ChatMessage' }],
    [messageExchangeSchema, { id: 'MessageExchange' }],
    [shareLinkSchema, { id: 'ShareLink' }],
    [sharedProjectSchema, { id: 'SharedProject' }],
  ];
  for (const [schema, meta] of named) registry.add(schema, meta);
  return registry;
}
