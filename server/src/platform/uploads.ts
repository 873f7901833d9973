import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_EXTENSIONS,
  attachmentMessages,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_COMMENT,
  MAX_COMMENT_ATTACHMENT_BYTES,
  type AttachmentExtension,
} from '@firm/shared/domain/project';
import { badRequest, HttpError } from './errors';
import { FileTooLargeError, type FileStore, type StagedFile } from './file-store';

// A multipart upload (a comment's files, spec 02 §7; a client's documents): its text fields and
// its files, each streamed to the store's temporary area and checked by its content (magic bytes against
// the extension), its size and the count before anything is written. Every refusal removes what was
// staged, so a refused upload leaves no file behind. The limits and the words are the comment's unless a
// caller passes its own.

/** A staged file that passed every check, with the name the user gave it and the type its bytes show. */
export type AcceptedFile = StagedFile & { name: string; contentType: string };
export type Upload = { fields: Record<string, string>; files: AcceptedFile[] };
export type CommentUpload = Upload;

export type UploadLimits = {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  messages: { tooMany: string; fileTooLarge: string; totalTooLarge: string; type: string; empty: string; unreadable: string };
};

/** The comment's limits (spec 02 §7), which document uploads share. */
export const COMMENT_UPLOAD_LIMITS: UploadLimits = {
  maxFiles: MAX_ATTACHMENTS_PER_COMMENT,
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  maxTotalBytes: MAX_COMMENT_ATTACHMENT_BYTES,
  messages: { ...attachmentMessages, totalTooLarge: attachmentMessages.commentTooLarge },
};

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((b, i) => head[i] === b);
const ascii = (head: Buffer, at: number, text: string) => head.subarray(at, at + text.length).toString('latin1') === text;
const ZIP = (head: Buffer) => startsWith(head, 0x50, 0x4b, 0x03, 0x04);
const OLE2 = (head: Buffer) => startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** Text: valid UTF-8 (a character cut at the end of the head is fine) without control bytes but tab and line ends. */
function isText(head: Buffer): boolean {
  if (head.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** What each extension's bytes must look like, and the type the file is served with. */
const KINDS: Record<AttachmentExtension, { type: string; matches: (head: Buffer) => boolean }> = {
  pdf: { type: 'application/pdf', matches: (h) => ascii(h, 0, '%PDF-') },
  png: { type: 'image/png', matches: (h) => startsWith(h, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  jpg: { type: 'image/jpeg', matches: (h) => startsWith(h, 0xff, 0xd8, 0xff) },
  jpeg: { type: 'image/jpeg', matches: (h) => startsWith(h, 0xff, 0xd8, 0xff) },
  gif: { type: 'image/gif', matches: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a') },
  webp: { type: 'image/webp', matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
  txt: { type: 'text/plain; charset=utf-8', matches: isText },
  csv: { type: 'text/csv; charset=utf-8', matches: isText },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: ZIP },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: ZIP },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: ZIP },
  doc: { type: 'application/msword', matches: OLE2 },
  xls: { type: 'application/vnd.ms-excel', matches: OLE2 },
};

/** The type a file is served with when its name's extension is allowed and its first bytes match it; else null. */
export function contentTypeOf(name: string, head: Buffer): string | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension) || !name.includes('.')) return null;
  const kind = KINDS[extension as AttachmentExtension];
  return kind.matches(head) ? kind.type : null;
}

/** The name as shown: no path, no control characters, at most 255 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-255);
}

const tooLarge = (message: string) => badRequest(message, [{ field: 'files', message, code: 'ATTACHMENT_TOO_LARGE' }]);
const refusedType = (name: string, M: UploadLimits['messages']) =>
  badRequest(`${name}: ${M.type}`, [{ field: 'files', message: `${name}: ${M.type}`, code: 'ATTACHMENT_TYPE' }]);

/** The multipart parser's own limit errors, told apart by their code. */
function refusalOf(error: unknown, M: UploadLimits['messages']): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest(M.tooMany, [{ field: 'files', message: M.tooMany, code: 'ATTACHMENT_TOO_MANY' }]);
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof FileTooLargeError) return tooLarge(M.fileTooLarge);
  return badRequest(M.unreadable);
}

/**
 * Reads a multipart form: text fields (first value of each) and up to the limit of files, each
 * checked for size (per file and together) and type. Throws a 400 after removing every staged file.
 */
export async function readUpload(request: FastifyRequest, store: FileStore, limits: UploadLimits = COMMENT_UPLOAD_LIMITS): Promise<Upload> {
  const M = limits.messages;
  const fields: Record<string, string> = {};
  const files: AcceptedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes + 1,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: limits.maxFiles + 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
        fields[part.fieldname] ??= part.value;
        continue;
      }
      const room = limits.maxTotalBytes - total;
      let staged: StagedFile;
      try {
        staged = await store.stage(part.file, Math.min(limits.maxFileBytes, room));
      } catch (error) {
        if (error instanceof FileTooLargeError && error.limit < limits.maxFileBytes) throw tooLarge(M.totalTooLarge);
        throw error;
      }
      const name = cleanFileName(part.filename ?? '');
      files.push({ ...staged, name, contentType: '' });
      total += staged.size;
      if (staged.size === 0) throw badRequest(`${name}: ${M.empty}`, [{ field: 'files', message: `${name}: ${M.empty}` }]);
      const contentType = contentTypeOf(name, staged.head);
      if (!contentType) throw refusedType(name || 'file', M);
      files[files.length - 1]!.contentType = contentType;
    }
    return { fields, files };
  } catch (error) {
    await discard(store, files);
    throw refusalOf(error, M);
  }
}

/** Removes staged or stored files (after a refusal or a failed transaction). */
export async function discard(store: FileStore, files: readonly { key: string }[]): Promise<void> {
  await Promise.all(files.map((f) => store.remove(f.key)));
}

/** A comment's form (spec 02 §7). */
export const readCommentUpload = (request: FastifyRequest, store: FileStore) => readUpload(request, store, COMMENT_UPLOAD_LIMITS);
