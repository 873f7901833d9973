import {
  fieldErrorList,
  friendlyFieldLabel,
  joinedValidationDetail,
  serverText,
  transportMessage,
  type HttpFailure,
} from '@firm/shared/domain/errors';

/** Spec 02 §8 (Projects, admin): what the list says when it cannot load. */
export function projectListErrorMessage(failure: HttpFailure): string {
  const { status } = failure;
  if (status === undefined || status === 0) return transportMessage(failure);
  if (status === 400) {
    const fields = fieldErrorList(failure, friendlyFieldLabel);
    if (fields.length) return `Validation error: ${fields.join(', ')}`;
    return serverText(failure) ?? 'Validation error or duplicate data';
  }
  if (status === 422) return `Validation Error: ${joinedValidationDetail(failure) ?? serverText(failure) ?? 'the request was refused'}`;
  if (status === 500) return serverText(failure) ?? 'Internal server error';
  return `Server error: ${serverText(failure) ?? `status ${status}`}`;
}
