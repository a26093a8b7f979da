import type { FieldErrors } from '@plotplan/contract';
import type { z } from 'zod';
import { ApiError } from '../api';
import { localizeText } from '@plotplan/contract/locale';
import { getLocale } from '../i18n';

export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** The first message per top-level field of a failed zod parse. */
export function zodFormErrors<F extends string>(error: z.ZodError): FormErrors<F> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    // The contract's messages are English; the form shows them in the interface's language.
    errors[key] ??= localizeText(issue.message, getLocale());
  }
  return errors as FormErrors<F>;
}

function firstMessage(value: string[] | FieldErrors | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value[0];
  return Object.values(value)
    .map(firstMessage)
    .find((m) => m !== undefined);
}

/** Server field errors on the form's own fields; undefined when the error is not about fields. */
export function serverFormErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): FormErrors<F> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.fieldErrors;
  if (body === undefined) return undefined;
  const errors: Partial<Record<string, string>> = {};
  for (const field of fields) {
    const message = firstMessage(body[field]);
    if (message !== undefined) errors[field] = message;
  }
  const rest = firstMessage(body['non_field_errors']);
  if (rest !== undefined) errors['form'] = rest;
  return Object.keys(errors).length > 0 ? (errors as FormErrors<F>) : undefined;
}
