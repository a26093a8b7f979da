import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorCodes, type ErrorBody } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';

/** The answer to a request Node's parser refused before any route saw it. */
function answerOf(error: NodeJS.ErrnoException): { status: number; body: ErrorBody } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: { detail: 'Request headers are too large.', code: errorCodes.requestTooLarge },
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { detail: 'Request timed out.', code: errorCodes.invalid } };
  }
  return { status: 400, body: { detail: 'Malformed HTTP request.', code: errorCodes.parseError } };
}

/**
 * Fastify's `clientErrorHandler`: answers in the API's error shape `{"detail", "code"}` instead of
 * the framework's own, then closes the connection (the request could not be read, so neither can
 * the next one on it).
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset or already closed connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = answerOf(error);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
