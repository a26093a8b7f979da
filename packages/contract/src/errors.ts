import { z } from 'zod';

/** Body of every non-validation error, Django REST Framework style. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Field validation errors, DRF style: each field maps to its messages; nested objects nest;
 * errors about the whole body sit under `non_field_errors`.
 */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}
export const fieldErrorsSchema: z.ZodType<FieldErrors> = z.lazy(() =>
  z.record(z.string(), z.union([z.array(z.string()), fieldErrorsSchema])),
);

export const NON_FIELD_ERRORS = 'non_field_errors';

/** The stable `code` values the API answers with. */
export const errorCodes = {
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  parseError: 'parse_error',
  invalid: 'invalid',
  requestTooLarge: 'request_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  serverError: 'server_error',
  conflict: 'conflict',
  throttled: 'throttled',
  serviceUnavailable: 'service_unavailable',
  insufficientStorage: 'insufficient_storage',
} as const;

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Turns zod issues into DRF field errors; one message list per field, in issue order. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const root: FieldErrors = {};
  for (const issue of issues) {
    const keys = issue.path.length > 0 ? issue.path.map(String) : [NON_FIELD_ERRORS];
    let node: FieldErrors = root;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (next === undefined || Array.isArray(next)) {
        // A parent that already holds messages keeps them under non_field_errors of the child.
        const child: FieldErrors = Array.isArray(next) ? { [NON_FIELD_ERRORS]: next } : {};
        node[key] = child;
        node = child;
      } else {
        node = next;
      }
    }
    const leaf = keys[keys.length - 1] ?? NON_FIELD_ERRORS;
    const existing = node[leaf];
    if (existing === undefined) node[leaf] = [issue.message];
    else if (Array.isArray(existing)) existing.push(issue.message);
    else {
      const list = existing[NON_FIELD_ERRORS];
      if (Array.isArray(list)) list.push(issue.message);
      else existing[NON_FIELD_ERRORS] = [issue.message];
    }
  }
  return root;
}
