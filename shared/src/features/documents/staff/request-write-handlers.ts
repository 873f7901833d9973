import { toHttpFailure, type HttpFailure } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';
import { documentErrorMessage } from '../document-errors';

/**
 * What a staff dialog's write on a request does with the answer: a toast and the dialog closed, or the
 * refusal on its field, else in a toast (the server's words, or `failedText`).
 */
export const requestWriteHandlers = (
  form: { placeServerErrors: (failure: HttpFailure) => number },
  texts: { saved: string; failed: string },
  onClose: () => void,
) => ({
  onSuccess: () => {
    notify({ variant: 'success', message: texts.saved });
    onClose();
  },
  onError: (error: unknown) => {
    const failure = toHttpFailure(error);
    if (!form.placeServerErrors(failure)) notify({ variant: 'error', message: documentErrorMessage(failure, texts.failed) });
  },
});
