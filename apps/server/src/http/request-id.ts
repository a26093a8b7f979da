const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A client's `x-request-id` if it is at most 64 characters of [A-Za-z0-9._-]; otherwise undefined. */
export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : undefined;
}
