import type { Endpoint, RouteCallInput, RouteOf, RouteOutput } from '@plotplan/contract';
import { fillPath, queryString } from '@plotplan/contract/endpoints';
import type { ApiClient, RequestOptions } from './api-client';

export interface CallOptions extends Pick<RequestOptions, 'signal' | 'accessToken'> {
  /** An endpoint with the same parameters to post to once when this one answers 405. */
  readonly fallbackOn405?: Endpoint;
}

interface LooseInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: unknown;
  readonly body?: unknown;
}

const pathOf = (endpoint: Endpoint, input: LooseInput) =>
  `${fillPath(endpoint.path, input.params ?? {})}${queryString(input.query as Record<string, unknown> | undefined)}`;

/** An answer that does not match the contract: the server and the client disagree. */
export class ContractMismatch extends Error {
  override readonly name = 'ContractMismatch';
}

/**
 * Checks an answer against the route's schema. The schemas (and zod) load only here, and this runs
 * only in development and tests, so a production bundle carries endpoints without schemas.
 */
async function checkAnswer(endpoint: Endpoint, answer: unknown): Promise<void> {
  const { routeOf, successStatus } = await import('@plotplan/contract/route-schemas');
  const route = routeOf(endpoint);
  const status = successStatus(route);
  const checked = route.responses[status]?.safeParse(status === 204 ? null : answer);
  if (checked?.success === false) {
    throw new ContractMismatch(
      `${route.method} ${route.path} answered ${status} with a body the contract does not describe: ${checked.error.message}`,
    );
  }
}

/**
 * The typed way to call the API: the method and path (parameters filled in, query added), whether a
 * token is sent, and the types of the input and the answer all come from the contract's endpoint.
 */
export function createRouteCaller(client: ApiClient) {
  return async function call<E extends Endpoint>(
    endpoint: E,
    input: RouteCallInput<RouteOf<E>>,
    options: CallOptions = {},
  ): Promise<RouteOutput<RouteOf<E>>> {
    const { fallbackOn405, ...rest } = options;
    const loose = input as LooseInput;
    const answer = await client.request<unknown>(pathOf(endpoint, loose), {
      ...rest,
      method: endpoint.method,
      body: loose.body,
      auth: endpoint.auth,
      ...(fallbackOn405 === undefined ? {} : { fallbackOn405: pathOf(fallbackOn405, loose) }),
    });
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') await checkAnswer(endpoint, answer);
    return answer as RouteOutput<RouteOf<E>>;
  };
}
