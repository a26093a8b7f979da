import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

// Query parameters that carry secrets: verification and reset tokens must never reach the logs.
const secretParams = /([?&](?:token|refresh|access|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]');
}

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', 'token', 'refresh', 'access'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
