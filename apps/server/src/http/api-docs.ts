import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { allRoutes, apiComponents } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeAnswers } from './openapi-answers.js';

/** OpenAPI document at /api/schema/ and interactive docs at /api/docs/, built from the zod schemas. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const schemaRegistry = apiComponents();
  const components = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a nullable answer is a "null" type, not 3.0's nullable flag
      // that needs a type beside it.
      openapi: '3.1.0',
      servers: [{ url: '/', description: 'The server that serves this document' }],
      info: {
        title: 'Plotplan API',
        version: '1.0.0',
        description: 'Site plans for land plots that obey the distance rules.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => completeAnswers(components(document), allRoutes),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/schema/', { schema: { hide: true } }, () => app.swagger());
}
