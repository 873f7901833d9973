import { errorCodesOf, joinedFieldErrors, transportMessage, type HttpFailure } from '@firm/shared/domain/errors';
import { documentRequestMessages as M, documentUploadMessages as U } from '@firm/shared/domain/document-request';

// What a refused document call says, for staff and client alike: decided on the answer's
// status and codes, in the domain's words. A form's own refusals (400 with field errors) are the shared
// schema's messages, so they are shown as the fields' errors.

const BY_CODE = {
  DOCUMENT_ACCEPTED: M.accepted,
  DOCUMENT_NOTHING_UPLOADED: M.nothingUploaded,
  DOCUMENT_HAS_FILES: M.deleteUploaded,
  DOCUMENT_NO_FILES: M.noFiles,
  DOCUMENT_REPLACE_UNKNOWN: M.replaceNotFound,
  ATTACHMENT_TOO_MANY: U.tooMany,
  ATTACHMENT_TOO_LARGE: `${U.fileTooLarge}, and ${U.totalTooLarge.charAt(0).toLowerCase()}${U.totalTooLarge.slice(1)}`,
  ATTACHMENT_TYPE: U.type,
} as const;

export function documentErrorMessage(failure: HttpFailure, fallback: string): string {
  for (const code of errorCodesOf(failure.data)) if (code in BY_CODE) return BY_CODE[code as keyof typeof BY_CODE];
  if (failure.status === 404) return M.notFound;
  if (failure.status === 400) return joinedFieldErrors(failure) ?? fallback;
  if (failure.status === undefined) return transportMessage(failure);
  return fallback;
}
