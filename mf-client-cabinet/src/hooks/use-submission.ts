import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { applyFieldErrors } from 'shared-ui';
import { useIdempotencyKey } from 'shared-api';
import { useCabinetT } from '../i18n';

export type SubmitResult<T> = { ok: true; value: T } | { ok: false };

/**
 * Sends a form's request; a money-moving one passes its `input` (the request body) and sends the
 * idempotency key it is given: shared-api's `useIdempotencyKey` keeps it for a retry of the same
 * input after an unknown outcome, and renews it after an answer or for another input. A refusal
 * goes beside its field on `form` when it names one, else to `error` for an ErrorAlert.
 */
export function useSubmission(form?: FormInstance) {
  const { t } = useCabinetT();
  const withKey = useIdempotencyKey();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = useCallback(
    async <T>(
      send: (idempotencyKey: string) => Promise<T>,
      input: unknown = null,
    ): Promise<SubmitResult<T>> => {
      setError(null);
      setSubmitting(true);
      try {
        const value = await withKey(input, send);
        return { ok: true, value };
      } catch (failure: unknown) {
        if (!form || !applyFieldErrors(t, form, failure)) setError(failure);
        return { ok: false };
      } finally {
        setSubmitting(false);
      }
    },
    [form, withKey, t],
  );

  return { submit, submitting, error, setError };
}
