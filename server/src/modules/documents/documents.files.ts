import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOME_BY_ROLE } from '@firm/shared/domain/auth';
import { documentRequestMessages as M } from '@firm/shared/domain/document-request';
import { z } from 'zod';
import { portalUrl } from '../../platform/config';
import { contentDisposition } from '../../platform/content-disposition';
import { notFound } from '../../platform/errors';
import type { FileRow } from './documents.repo';

// A document's bytes, streamed out of the shared file store (never whole in memory), and the portal page
// the client's mails link to.

export const fileAnswer = {
  description: 'The uploaded file, as a download',
  content: { 'application/octet-stream': { schema: z.string() } },
} as never;

export async function sendFile(app: FastifyInstance, reply: FastifyReply, row: FileRow | undefined) {
  const file = row && (await app.files.open(row.storedKey));
  if (!row || !file) throw notFound(M.fileNotFound);
  return reply
    .header('Content-Type', row.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(row.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.stream);
}

/** My Projects of the client portal, where the requests are answered. */
export const clientProjectsUrl = (app: FastifyInstance) => `${portalUrl(app.config)}${HOME_BY_ROLE.client}/tasks`;
