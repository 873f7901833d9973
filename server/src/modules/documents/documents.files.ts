import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOME_BY_ROLE } from '@firm/shared/domain/auth';
import { documentRequestMessages as M } from '@firm/shared/domain/document-request';
import { z } from 'zod';
import { portalUrl } from '../../platform/config';
import { sendStoredFile } from '../../platform/file-download';
import type { FileRow } from './documents.repo';

// A document's bytes, streamed out of the shared file store (never whole in memory), and the portal page
// the client's mails link to.

export const fileAnswer = {
  description: 'The uploaded file, as a download',
  content: { 'application/octet-stream': { schema: z.string() } },
} as never;

export const sendFile = (app: FastifyInstance, reply: FastifyReply, row: FileRow | undefined) =>
  sendStoredFile(app, reply, row, M.fileNotFound);

/** My Projects of the client portal, where the requests are answered. */
export const clientProjectsUrl = (app: FastifyInstance) => `${portalUrl(app.config)}${HOME_BY_ROLE.client}/tasks`;
