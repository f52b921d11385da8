import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { applyFieldErrors } from 'shared-ui';
import { useCabinetT } from '../i18n';
import { decidedByServer, useIdempotencyKey } from './use-idempotency-key';

export type SubmitResult<T> = { ok: true; value: T } | { ok: false };

/**
 * Sends a form's request; a money-moving one sends the idempotency key it is given (the same on a
 * retry of the same submission). A refusal goes beside its field on `form` when it names one, else
 * to `error` for an ErrorAlert by the action. `valuesChanged` (the form's onValuesChange) makes the
 * next submission a new one.
 */
export function useSubmission(form?: FormInstance) {
  const { t } = useCabinetT();
  const keys = useIdempotencyKey();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = useCallback(
    async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<SubmitResult<T>> => {
      setError(null);
      setSubmitting(true);
      try {
        const value = await send(keys.current());
        keys.renew();
        return { ok: true, value };
      } catch (failure: unknown) {
        if (decidedByServer(failure)) keys.renew();
        if (!form || !applyFieldErrors(t, form, failure)) setError(failure);
        return { ok: false };
      } finally {
        setSubmitting(false);
      }
    },
    [form, keys, t],
  );

  const valuesChanged = useCallback(() => keys.renew(), [keys]);

  return { submit, submitting, error, setError, valuesChanged };
}
