import { useState } from 'react';
import { errorText } from '../../lib/error-text.ts';

/**
 * The form-level error of a submitting form. `guard` wraps a submit action: it clears the last
 * error, runs the action and, when it fails, shows `describe(error)` (the error's own text unless
 * told otherwise; null shows nothing, for a failure the caller has handled another way).
 */
export function useFormError() {
  const [formError, setFormError] = useState<string | null>(null);
  const guard =
    <A extends unknown[]>(action: (...args: A) => Promise<void>, describe: (error: unknown) => string | null = errorText) =>
    async (...args: A) => {
      setFormError(null);
      try {
        await action(...args);
      } catch (error) {
        setFormError(describe(error));
      }
    };
  return { formError, setFormError, guard };
}
