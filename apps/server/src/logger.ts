import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { stdoutLog, type LogDestination } from './log-destination.js';

// Query parameters that carry secrets: verification and reset tokens must never reach the logs.
const secretParams = /([?&](?:token|refresh|access|password)=)[^&#]*/gi;

// Share-link tokens are path segments: of the API (`/api/shared/<token>/`) and of the web page
// (`/shared/<token>`), which the server logs too as it serves the app.
const sharedTokens = /(^|\/)(shared\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]').replace(sharedTokens, '$1$2[token]');
}

/** Pino's options; lines go to `destination` (stdout, which never blocks the process). */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination: LogDestination = stdoutLog(),
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    stream: destination,
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
