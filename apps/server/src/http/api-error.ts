import type { FieldErrors } from '@plotplan/contract';

/** An error a service raises on purpose; the error handler sends it as a DRF-style body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
  }
}

/** A 400 with field errors, for checks zod schemas cannot express (e.g. a self-intersecting plot). */
export class FieldValidationError extends Error {
  override readonly name = 'FieldValidationError';
  constructor(readonly fields: FieldErrors) {
    super('Invalid input.');
  }
}

export const notFound = () => new ApiError(404, 'not_found', 'Not found.');
