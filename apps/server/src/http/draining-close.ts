import { errorCodes, type ErrorBody } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';

/**
 * How long a keep-alive connection that is idle when closing begins stays open. A request already
 * on its way on it (sent, not yet read: the event loop may be busy) is answered with a 503 instead
 * of meeting a closed socket; one that stays idle is closed after this.
 */
export const IDLE_LINGER_MS = 1_000;
/** `Retry-After` of the 503 answered while closing: a restarted server is usually back by then. */
export const CLOSING_RETRY_AFTER_SECONDS = 5;

const closingBody: ErrorBody = {
  detail: 'The server is restarting; nothing was done. Try again in a few seconds.',
  code: errorCodes.serviceUnavailable,
};

/**
 * What `app.close()` does to connections: the listener closes at once (no new connections);
 * every request already received is answered, and so is the first request on a connection
 * accepted before the listener closed (in cluster mode the primary may hand one over just as a
 * worker starts closing; its client never had an answer to go by); a further request on a
 * kept-alive connection gets 503 `service_unavailable` with `Retry-After`; every answer given while closing
 * carries `Connection: close`, so each connection ends after its answer. Idle keep-alive
 * connections are closed after `lingerMs` (Node's own `server.close()` would close them at once,
 * resetting a request already sent on one).
 */
export function drainOnClose(app: FastifyInstance, lingerMs: number = IDLE_LINGER_MS): void {
  let closing = false;
  // Connections that have had a request: only a later one on them is refused while closing.
  const answeredOn = new WeakSet<object>();
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    const connection = request.raw.socket;
    const reused = answeredOn.has(connection);
    answeredOn.add(connection);
    if (!closing || !reused) return undefined;
    return reply
      .code(503)
      .header('retry-after', String(CLOSING_RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send(closingBody);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  const server = app.server;
  const closeIdleNow = server.closeIdleConnections.bind(server);
  let linger: NodeJS.Timeout | undefined;
  // Called by Node's server.close(): delay it, once.
  server.closeIdleConnections = () => {
    linger ??= setTimeout(closeIdleNow, lingerMs);
  };
  server.once('close', () => clearTimeout(linger));
}
