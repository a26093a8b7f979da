import { useRef, useState } from 'react';
import { notify } from '../notify';
import type { z } from 'zod';
import { serverFormErrors, zodFormErrors, type FormErrors } from './field-errors';
import { errorMessage, reportError } from './report-error';

/**
 * The submit cycle every form shares: a pending flag, then field errors from the server shown on the
 * fields, and any other failure in a persistent error toast and as the form's own error (unless
 * `onOtherError` handles it). The next attempt takes that toast away, so an old failure never
 * outlives a success.
 */
export function useFormSubmit<F extends string>(fields: readonly F[], failureTitle: string) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [pending, setPending] = useState(false);
  const failureToast = useRef<string | undefined>(undefined);

  const send = async (
    action: () => Promise<void>,
    onOtherError?: (error: unknown) => Promise<boolean> | boolean,
  ) => {
    setErrors({});
    setPending(true);
    if (failureToast.current !== undefined) notify.dismiss(failureToast.current);
    failureToast.current = undefined;
    try {
      await action();
    } catch (error) {
      const fieldErrors = serverFormErrors(error, fields);
      if (fieldErrors !== undefined) setErrors(fieldErrors);
      else if ((await onOtherError?.(error)) !== true) {
        failureToast.current = reportError(failureTitle, error);
        setErrors({ form: errorMessage(error) } as FormErrors<F>);
      }
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
