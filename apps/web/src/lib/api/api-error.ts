import type { FieldErrors } from '@plotplan/contract';

/** A non-2xx answer, passed on to the caller unchanged. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly response: Response | undefined,
  ) {
    super(describe(status, body));
  }

  /** The DRF `code`, when the body has one. */
  get code(): string | undefined {
    return isRecord(this.body) && typeof this.body['code'] === 'string' ? this.body['code'] : undefined;
  }

  /** DRF field errors (`{"field": ["message"]}`), when the body is one. */
  get fieldErrors(): FieldErrors | undefined {
    if (!isRecord(this.body) || 'detail' in this.body) return undefined;
    return this.body as FieldErrors;
  }
}

/** The request never got an answer (offline, DNS, server down). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(firstMessage).find((m) => m !== undefined);
  if (isRecord(value))
    return Object.values(value)
      .map(firstMessage)
      .find((m) => m !== undefined);
  return undefined;
}

function describe(status: number, body: unknown): string {
  if (isRecord(body) && typeof body['detail'] === 'string') return body['detail'];
  return firstMessage(body) ?? `The server answered ${status}.`;
}
