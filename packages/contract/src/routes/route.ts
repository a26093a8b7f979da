import { z } from 'zod';
import { errorBodySchema, fieldErrorsSchema } from '../errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a route lives (see endpoints.ts): what a client needs to reach it. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify-style path with `:name` parameters; every path ends as the API serves it. */
  readonly path: string;
  /** Whether a bearer access token is required (and sent). */
  readonly auth: boolean;
}

/**
 * One API route: an endpoint with its request schemas and its answer's schema per status. The
 * server registers its routes from these (so path, schemas and statuses come from one place); the
 * web client calls their endpoints with the types these give.
 */
export interface ApiRoute extends Endpoint {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** The largest body in bytes, when it differs from the app's default. */
  readonly bodyLimit?: number;
  /** The answer's schema per status; exactly one of them is a success (2xx). */
  readonly responses: Readonly<Record<number, z.ZodType>>;
}

/** Keeps a route's literal types (path, statuses) for the typed callers. */
export const route = <const R extends ApiRoute>(definition: R): R => definition;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The schema of a route's success answer. */
export type SuccessSchema<R extends ApiRoute> = R['responses'][Extract<keyof R['responses'], SuccessStatus>];
/** What a route answers on success (after parsing). */
export type RouteOutput<R extends ApiRoute> =
  SuccessSchema<R> extends z.ZodType ? z.output<SuccessSchema<R>> : never;

/** The status of a route's success answer. */
export function successStatus(route: Pick<ApiRoute, 'method' | 'path' | 'responses'>): number {
  const status = Object.keys(route.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined) throw new Error(`${route.method} ${route.path} has no success answer`);
  return status;
}

/** The names of a path's `:name` parameters, as a type. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Input values as a caller may hold them: read-only all the way down. */
export type Frozen<T> = T extends (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** What a caller passes to call a route: its path parameters, query and body, as each route needs. */
export type RouteCallInput<R extends ApiRoute> = ([PathParamNames<R['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: Readonly<Record<PathParamNames<R['path']>, string | number>> }) &
  (R['body'] extends z.ZodType
    ? { readonly body: Frozen<z.input<R['body']>> }
    : { readonly body?: undefined }) &
  (R['query'] extends z.ZodType ? { readonly query?: z.input<R['query']> } : { readonly query?: undefined });

// Ids in paths are matched as text, so a non-integer id is a 404 like any unknown one.
export const idParams = <const Name extends string>(name: Name, what: string) =>
  z.object({ [name]: z.string().describe(`The ${what} id (an integer).`) } as Record<Name, z.ZodString>);

/** 400: field errors, or a parse error with detail and code. */
export const badRequestSchema = fieldErrorsSchema.or(errorBodySchema);

/** The same error body under each status. */
export const errorAnswers = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;

/** The answer of a DELETE. */
export const deletedSchema = z.null().describe('Deleted.');
