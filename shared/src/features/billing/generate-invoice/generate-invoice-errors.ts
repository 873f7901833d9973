import { fieldErrorList, serverTextOr, type HttpFailure } from '@firm/shared/domain/errors';

export const GENERATE_FAILED_TITLE = 'Invoice Generation Failed';

/** Spec 02 §8: 'Validation Error: field: message, ...', else the server's message, else 'Failed to generate invoice'. */
export function generateInvoiceErrorMessage(failure: HttpFailure): string {
  const fields = failure.status === 400 || failure.status === 422 ? fieldErrorList(failure) : [];
  if (fields.length) return `Validation Error: ${fields.join(', ')}`;
  if (failure.status === 500) return 'Failed to generate invoice';
  return serverTextOr(failure, 'Failed to generate invoice');
}
