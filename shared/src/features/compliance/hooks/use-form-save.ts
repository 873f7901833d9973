import { useState } from 'react';
import { serverFieldErrorsOn, serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';

/** A mutation as the dialogs call it: its variables and what its answer is. */
export type SaveMutation<V, A> = {
  mutate: (variables: V, handlers: { onSuccess: (answer: A) => void; onError: (error: unknown) => void }) => void;
};

/**
 * A compliance dialog's save: the form's own problems or the server's refusals on their fields, the
 * server's words (or `failedText`) above the form, and on success a toast and the dialog closed.
 */
export function useFormSave<F extends string>(fieldOf: (path: string) => F | null | undefined, failedText: string, onClose: () => void) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const send = <V, A>(mutation: SaveMutation<V, A>, variables: V, savedText: (answer: A) => string) => {
    setErrors({});
    setFailure(null);
    mutation.mutate(variables, {
      onSuccess: (answer) => {
        notify({ variant: 'success', message: savedText(answer) });
        onClose();
      },
      onError: (error) => {
        const http = toHttpFailure(error);
        setErrors(serverFieldErrorsOn(http, fieldOf));
        setFailure(serverTextOr(http, failedText));
      },
    });
  };

  return { errors, failure, refuse: setErrors, send };
}
