import { useCallback, useEffect } from 'react';
import { useForm, get, type DefaultValues, type FieldErrors, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { serverFieldErrors, type HttpFailure } from '../domain/errors/error-messages';
import { notifyFirstFieldError, type FieldErrorToastOptions } from './field-error-toast';

export type FieldErrorMap = Record<string, string>;

/** RHF's nested errors as 'path' → message, in the order the form lists them ('contacts.1.phone'). */
export function flattenFieldErrors(errors: FieldErrors, prefix = ''): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    // A field array's own error sits under `root`; it reads as the array's.
    const path = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    if (typeof (value as { message?: unknown }).message === 'string') out[path] ??= (value as { message: string }).message;
    else Object.assign(out, flattenFieldErrors(value as FieldErrors, `${path}.`));
  }
  return out;
}

export type UseZodFormOptions<V extends FieldValues, Out> = {
  defaultValues: DefaultValues<V>;
  /** The shared schema the server validates with, when the form's values are its input. */
  schema?: z.ZodType<Out>;
  /** A resolver of the form's own, for a form whose values are not the schema's input (Add Client). */
  resolver?: Resolver<V, unknown, Out>;
  /** The '{field} Error' toast raised for the first refused field. */
  toast?: FieldErrorToastOptions;
};

/**
 * react-hook-form checked by the same zod schema the server uses (spec 01 §5): errors show on submit,
 * editing a field clears its error, a refused submit raises the '{field} Error' toast for the first
 * field, and the server's `errors: [{ field, message }]` go onto their fields.
 */
export function useZodForm<V extends FieldValues, Out = V>({ defaultValues, schema, resolver, toast = {} }: UseZodFormOptions<V, Out>) {
  if (!resolver && !schema) throw new Error('useZodForm needs a schema or a resolver');
  const form = useForm<V, unknown, Out>({
    defaultValues,
    // The schema's input type is not the form's (numbers arrive as typed text): its checks decide.
    resolver: resolver ?? (zodResolver(schema as never) as unknown as Resolver<V, unknown, Out>),
    // The spec clears an error when its field is edited; it never raises one while the user types.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { watch, clearErrors, setError, getValues, getFieldState, handleSubmit } = form;

  useEffect(() => {
    // Only what the user types: a row appended or a value set by code leaves the errors alone. Only
    // when there is an error: clearErrors re-renders the whole form, which would cost every keystroke.
    const subscription = watch((_values, { name, type }) => {
      if (name && type === 'change' && getFieldState(name as FieldPath<V>).error) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, getFieldState]);

  const { label, message } = toast;
  /** A submit handler: `onValid` gets the schema's output; a refused form shows its errors and the toast. */
  const submit = useCallback(
    (onValid: (body: Out) => void) =>
      handleSubmit(onValid, (errors) => notifyFirstFieldError(flattenFieldErrors(errors), { label, message })),
    [handleSubmit, label, message],
  );

  /**
   * Puts each `{ field, message }` of a 400/409 answer on its field; `toFormPath` turns a wire path into
   * the form's ('address.state' → 'state'), or null for a field the form does not show. Returns how many it placed.
   */
  const placeServerErrors = useCallback(
    (failure: HttpFailure, toFormPath: (field: string) => string | null = (field) => field): number => {
      if (failure.status !== 400 && failure.status !== 409 && failure.status !== 422) return 0;
      let placed = 0;
      for (const { field, message: text } of serverFieldErrors(failure)) {
        const path = field ? toFormPath(field) : null;
        if (!path || get(getValues(), path) === undefined) continue;
        setError(path as FieldPath<V>, { type: 'server', message: text }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      return placed;
    },
    [getValues, setError],
  );

  return { ...form, submit, placeServerErrors };
}

export type ZodForm<V extends FieldValues, Out = V> = ReturnType<typeof useZodForm<V, Out>>;
