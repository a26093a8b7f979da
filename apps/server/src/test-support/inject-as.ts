import type { FastifyInstance, InjectOptions } from 'fastify';

export type Headers = Record<string, string>;

/** `app.inject` as one signed-in user: method, URL, a JSON body if any, and extra headers if any. */
export function injectAs(app: FastifyInstance, headers: Headers) {
  return (method: InjectOptions['method'], url: string, payload?: unknown, extra: Headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}
