import { useState } from 'react';
import type { z } from 'zod';
import { serverFormErrors, zodFormErrors, type FormErrors } from './field-errors';
import { reportError } from './report-error';

/**
 * The submit cycle every form shares: a pending flag, then field errors from the server shown on the
 * fields, and any other failure in a persistent error toast (unless `onOtherError` handles it).
 */
export function useFormSubmit<F extends string>(fields: readonly F[], failureTitle: string) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [pending, setPending] = useState(false);

  const send = async (
    action: () => Promise<void>,
    onOtherError?: (error: unknown) => Promise<boolean> | boolean,
  ) => {
    setErrors({});
    setPending(true);
    try {
      await action();
    } catch (error) {
      const fieldErrors = serverFormErrors(error, fields);
      if (fieldErrors !== undefined) setErrors(fieldErrors);
      else if ((await onOtherError?.(error)) !== true) reportError(failureTitle, error);
    } finally {
      setPending(false);
    }
  };

  /** The parsed value; undefined when the parse failed, its messages then shown on the fields. */
  const accept = <T>(result: z.ZodSafeParseResult<T>): T | undefined => {
    if (result.success) return result.data;
    setErrors(zodFormErrors<F>(result.error));
    return undefined;
  };

  return { errors, setErrors, pending, send, accept };
}
