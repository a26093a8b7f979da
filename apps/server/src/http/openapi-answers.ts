import type { ApiRoute } from '@plotplan/contract';

/** What an answer means, in the OpenAPI document's `description` (which every answer must have). */
const meanings: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'A malformed URL or JSON body (ErrorBody, e.g. code parse_error) or invalid fields (FieldErrors)',
  401: 'No valid access token',
  403: 'Forbidden',
  404: 'Not found (also any id that is not one of yours)',
  405: 'Method not allowed on this path; the Allow header lists those that are',
  409: 'Conflict: the project changed since the version the request names',
  413: 'The body is larger than the route accepts',
  415: 'The body is not application/json',
  429: 'Throttled; Retry-After says after how many seconds to try again',
  500: 'Internal Server Error, without internals',
  503: 'Unavailable',
};

/**
 * The statuses a route can answer besides those it declares, by what it takes: any URL may be
 * malformed (a bad escape is a 400), any body malformed, too large or of another type, a token
 * missing, an id unknown; any path answers 405 to another method, and anything may fail with a 500.
 */
export function commonStatuses(route: ApiRoute): number[] {
  const statuses = [400, 405, 500];
  if (route.body !== undefined) statuses.push(413, 415);
  if (route.auth) statuses.push(401);
  if (route.path.includes(':')) statuses.push(404);
  return statuses;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const errorAnswer = (status: number): Json => ({
  description: meanings[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

const headerOf = (description: string) => ({ description, schema: { type: 'string' } });
const answerHeaders: Readonly<Record<number, Json>> = {
  401: { 'WWW-Authenticate': headerOf('Bearer realm="api"') },
  405: { Allow: headerOf("The path's methods, comma-separated") },
  429: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 0 } } },
};

/** `/api/projects/{id}/` as the contract writes it: `/api/projects/:id/`. */
const contractPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Completes the document fastify-swagger builds from the routes: every status a route can answer
 * (in the error shape), meaningful descriptions, the headers those answers carry, 204 without a
 * body, and `security: []` on public routes (else a global default would ask them for a token).
 */
export function completeAnswers(document: Json, routes: readonly ApiRoute[]): Json {
  const paths = isObject(document['paths']) ? document['paths'] : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) continue;
      const route = routes.find((r) => r.method === method.toUpperCase() && r.path === contractPath(path));
      if (route === undefined) continue;
      const responses: Json = isObject(operation['responses']) ? operation['responses'] : {};
      for (const status of commonStatuses(route))
        if (responses[String(status)] === undefined) responses[String(status)] = errorAnswer(status);
      for (const [status, answer] of Object.entries(responses)) {
        if (!isObject(answer)) continue;
        const code = Number(status);
        if (answer['description'] === 'Default Response') answer['description'] = meanings[code] ?? 'Answer';
        if (code === 204) delete answer['content'];
        const headers = answerHeaders[code];
        if (headers !== undefined) answer['headers'] = { ...headers };
      }
      operation['responses'] = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
      );
      if (!route.auth) operation['security'] = [];
    }
  }
  return document;
}
