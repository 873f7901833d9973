import {
  ATTACHMENT_EXTENSIONS,
  attachmentMessages,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_COMMENT,
  MAX_COMMENT_ATTACHMENT_BYTES,
} from '../project';

// The texts of document requests. The spec has no words for them: these are ours, and both
// the server's refusals and the screens use them.

export const documentRequestMessages = {
  notFound: 'Document request not found',
  fileNotFound: 'File not found',
  accepted: 'This document has been accepted: it can no longer be changed',
  nothingUploaded: 'Nothing has been uploaded for this request yet',
  noFiles: 'Choose at least one file to upload',
  replaceNotFound: 'The file to replace is not on this request',
  reasonRequired: 'Say what needs to change',
  created: 'Documents requested',
  updated: 'Document request saved',
  deleted: 'Document request deleted',
  uploaded: 'Files uploaded',
  acceptedDone: 'Document accepted',
  changesAsked: 'Changes requested',
  commentSaved: 'Comment saved',
  scheduleSaved: 'Reminder schedule saved',
  deleteUploaded: 'A request with uploaded files cannot be deleted; ask for changes or accept it instead',
} as const;

export const documentRequestTexts = {
  tab: 'Documents',
  waitingOnClient: 'Waiting on client',
  addRequest: 'Request documents',
  title: 'Document',
  note: 'Note for the client',
  required: 'Required',
  optional: 'Optional',
  dueDate: 'Due date',
  accept: 'Accept',
  askChanges: 'Ask for changes',
  reason: 'What needs to change',
  download: 'Download',
  earlierVersions: 'Earlier versions',
  replaced: 'replaced',
  edit: 'Edit',
  editRequest: 'Edit document request',
  noRequests: 'No documents requested yet',
  noFiles: 'No files uploaded yet',
  upload: 'Upload files',
  replace: 'Replace',
  dropHere: 'Drop files here or choose them',
  comment: 'Comment',
  remindersHeading: 'Document Reminders',
  remindersSubtitle: "E-mail the client's active contacts about documents they still owe",
  remindersEnabled: 'Send document reminders',
  daysBefore: 'Days before the due date',
  onDueDay: 'On the due date',
  repeatAfter: 'Then every N days after the due date',
  sentHeading: 'Document Reminders Sent',
  noneSent: 'No document reminders sent yet',
} as const;

/**
 * Why an upload to a request is refused, in plain words: the comment attachments' limits (size, count, magic
 * bytes against the extension) in the words of an upload. The server refuses with them; the screen checks
 * the chosen files with the same words before sending (`documentUploadProblem`).
 */
export const documentUploadMessages = {
  tooMany: `Upload at most ${MAX_ATTACHMENTS_PER_COMMENT} files at once`,
  fileTooLarge: `Each file must be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`,
  totalTooLarge: `The files of one upload must be at most ${MAX_COMMENT_ATTACHMENT_BYTES / 1024 / 1024} MB together`,
  type: 'Only PDF, PNG, JPEG, GIF, WebP, text, CSV and Microsoft Office files can be uploaded, and the file must be what its name says',
  empty: 'The file is empty',
  unreadable: attachmentMessages.unreadable,
} as const;

/** What is wrong with files chosen for a request, before they are sent; null when nothing. */
export function documentUploadProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > MAX_ATTACHMENTS_PER_COMMENT) return documentUploadMessages.tooMany;
  for (const file of files) {
    const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) return `${file.name}: ${documentUploadMessages.type}`;
    if (file.size === 0) return `${file.name}: ${documentUploadMessages.empty}`;
    if (file.size > MAX_ATTACHMENT_BYTES) return `${file.name}: ${documentUploadMessages.fileTooLarge}`;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MAX_COMMENT_ATTACHMENT_BYTES ? documentUploadMessages.totalTooLarge : null;
}
