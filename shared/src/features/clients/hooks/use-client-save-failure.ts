import { useState } from 'react';
import { CLIENT_MESSAGES, clientSaveErrorMessage } from '../clients-errors';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';

/** A failed client save, shown in the dialog and as the 'Error Saving Client' toast (spec 01 §8). */
export function useClientSaveFailure(mode: 'create' | 'update') {
  const [failure, setFailure] = useState<string | null>(null);
  const report = (error: unknown) => {
    const message = clientSaveErrorMessage(toHttpFailure(error), mode);
    setFailure(message);
    notify({ variant: 'error', title: CLIENT_MESSAGES.saveToastTitle, message });
  };
  return { failure, clear: () => setFailure(null), report };
}
