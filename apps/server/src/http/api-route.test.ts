import { healthRoutes } from '@plotplan/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../test-support/capture-logger.js';
import { addRoute } from './api-route.js';

// Regression (issue 17's profile): the project reads answer with a pre-serialised body and return
// the reply; awaiting a reply (a thenable) does not give the reply back, so addRoute sent a second
// time and logged "Reply was already sent" on every cached read, a warning and a stack trace each.
describe('addRoute', () => {
  it('leaves alone a reply the handler sent itself, logging nothing', async () => {
    const { log, entries } = captureLogger();
    const app = Fastify({ loggerInstance: log });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    addRoute(app, ['health'], healthRoutes.health, { summary: 'test' }, async (_, _request, reply) =>
      reply.code(200).type('application/json; charset=utf-8').send('{"status":"ok","database":"ok"}'),
    );
    const response = await app.inject({ method: 'GET', url: healthRoutes.health.path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(entries.filter((entry) => entry.level === 'warn' || entry.level === 'error')).toEqual([]);
    await app.close();
  });
});
