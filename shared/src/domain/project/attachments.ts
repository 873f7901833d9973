// Attachments on comments (spec 02 §3, §7), without zod: the limits the browser shows before sending
// and the server enforces.

export const MAX_ATTACHMENTS_PER_COMMENT = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_COMMENT_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** The file types a comment may carry, by extension: PDF, images, text/CSV, Office (Open XML and legacy). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'txt',
  'csv',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];
/** For a file input's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

export const attachmentMessages = {
  tooMany: `A comment may carry at most ${MAX_ATTACHMENTS_PER_COMMENT} files`,
  fileTooLarge: `Each file must be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`,
  commentTooLarge: `The files of one comment must be at most ${MAX_COMMENT_ATTACHMENT_BYTES / 1024 / 1024} MB together`,
  type: 'Only PDF, PNG, JPEG, GIF, WebP, text, CSV and Microsoft Office files can be attached',
  empty: 'An attached file is empty',
  unreadable: 'The upload could not be read. Please try again.',
  notFound: 'File not found',
} as const;

/** What is wrong with files chosen for a comment, in the server's words, before they are sent; null when nothing. */
export function attachmentProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > MAX_ATTACHMENTS_PER_COMMENT) return attachmentMessages.tooMany;
  for (const file of files) {
    const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) return attachmentMessages.type;
    if (file.size === 0) return attachmentMessages.empty;
    if (file.size > MAX_ATTACHMENT_BYTES) return attachmentMessages.fileTooLarge;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MAX_COMMENT_ATTACHMENT_BYTES ? attachmentMessages.commentTooLarge : null;
}
