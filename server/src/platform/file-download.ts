import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition';
import { notFound } from './errors';

// An uploaded file (a document, a comment's attachment) sent back as a download: streamed out of the
// shared file store, never whole in memory, under the name it was uploaded with.

/** What a download reads of a file's record. */
export type StoredFileRecord = { storedKey: string; contentType: string; originalName: string };

/** Sends the file of `row`; a missing record, or a file the store no longer has, is a 404 saying `missing`. */
export async function sendStoredFile(app: FastifyInstance, reply: FastifyReply, row: StoredFileRecord | undefined, missing: string) {
  const file = row && (await app.files.open(row.storedKey));
  if (!row || !file) throw notFound(missing);
  return reply
    .header('Content-Type', row.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(row.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.stream);
}
