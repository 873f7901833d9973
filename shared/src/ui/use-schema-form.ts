import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { zodFieldErrors } from '../domain';
import { notifyFirstFieldError, type FieldErrorToastOptions } from './field-error-toast';

export type FieldErrorMap = Record<string, string>;

/**
 * Form state checked by the same zod schema the server uses. Errors are keyed by path
 * ('address.state'); editing a field clears its error (spec 01 §5); a failed check also raises the
 * '{field} Error' toast for the first field.
 */
export function useSchemaForm<V extends Record<string, unknown>>(initial: V, toast: FieldErrorToastOptions = {}) {
  const { label, message } = toast;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});

  const clearError = useCallback((path: string) => {
    setErrors((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  }, []);

  const setField = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  /** The parsed body, or null with the errors shown. */
  const validate = useCallback(
    <S extends z.ZodType>(schema: S, input: unknown = values): z.infer<S> | null => {
      const result = schema.safeParse(input);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next = zodFieldErrors(result.error);
      setErrors(next);
      notifyFirstFieldError(next, { label, message });
      return null;
    },
    [values, label, message],
  );

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setField, setValues, setErrors, clearError, validate, reset };
}
