import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  clientCommentSchema,
  clientDocumentsAnswerSchema,
  documentRequestAnswerSchema,
  documentRequestMessages as M,
  documentUploadMessages,
  uploadFieldsSchema,
} from '@firm/shared/domain/document-request';
import { contactOf } from '../../platform/contacts';
import { badRequest, notFound } from '../../platform/errors';
import { idParam, idParams } from '../../platform/route-params';
import { COMMENT_UPLOAD_LIMITS, discard, readUpload, type Upload, type UploadLimits } from '../../platform/uploads';
import { clientFile, commentOnRequest, uploadFiles } from './documents.client';
import { findFile, requestsOfClient, requestsWithFiles } from './documents.repo';
import { fileAnswer, sendFile } from './documents.files';

// The client's calls on its documents: its Projects' requests, uploading (multipart, streamed
// into the shared store), a comment, and its own files back. The comment attachments' limits and content
// checks apply, in the upload's words.

const own = { access: { roles: ['client' as const], row: 'own-client' as const } };
const fileParams = z.object({ id: idParam, fileId: idParam });

export const DOCUMENT_UPLOAD_LIMITS: UploadLimits = { ...COMMENT_UPLOAD_LIMITS, messages: documentUploadMessages };

function fieldsOf(upload: Upload) {
  const parsed = uploadFieldsSchema.safeParse(upload.fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'form'), message: issue.message }));
  throw badRequest(errors.map((e) => e.message).join(', '), errors);
}

export async function documentClientRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/client-portal/documents', { config: own, schema: { response: { 200: clientDocumentsAnswerSchema } } }, async (request) => {
    const auth = contactOf(request.auth);
    return { success: true as const, data: { projects: await requestsOfClient(app.db, auth.organizationId, auth.clientId) } };
  });

  r.post(
    '/api/client-portal/document-requests/:id/files',
    {
      config: own,
      // The form is read by the handler, streamed: no body schema (a JSON body is refused there).
      schema: { params: idParams, response: { 201: documentRequestAnswerSchema } },
    },
    async (request, reply) => {
      const auth = contactOf(request.auth);
      // Another client's request is refused before a byte of the upload is stored.
      if (!(await clientFile(app.db, auth, request.params.id))) throw notFound(M.notFound);
      if (!request.isMultipart()) throw badRequest(M.noFiles, [{ field: 'files', message: M.noFiles, code: 'DOCUMENT_NO_FILES' }]);
      const upload = await readUpload(request, app.files, DOCUMENT_UPLOAD_LIMITS);
      let row;
      try {
        const fields = fieldsOf(upload);
        row = await uploadFiles(
          app.db,
          auth,
          request.params.id,
          { files: upload.files, comment: fields.comment, replaceFileId: fields.replace_file_id, store: app.files },
          app.clock.now(),
        );
      } catch (error) {
        await discard(app.files, upload.files);
        throw error;
      }
      const [data] = await requestsWithFiles(app.db, auth.organizationId, [row]);
      return reply.code(201).send({ success: true as const, message: M.uploaded, data: data! });
    },
  );

  r.post(
    '/api/client-portal/document-requests/:id/comment',
    { config: own, schema: { params: idParams, body: clientCommentSchema, response: { 200: documentRequestAnswerSchema } } },
    async (request) => {
      const auth = contactOf(request.auth);
      const row = await commentOnRequest(app.db, auth, request.params.id, request.body.comment, app.clock.now());
      const [data] = await requestsWithFiles(app.db, auth.organizationId, [row]);
      return { success: true as const, message: M.commentSaved, data: data! };
    },
  );

  r.get(
    '/api/client-portal/document-requests/:id/files/:fileId',
    { config: own, schema: { params: fileParams, response: { 200: fileAnswer } } },
    async (request, reply) => {
      const auth = contactOf(request.auth);
      const { id, fileId } = request.params;
      if (!(await clientFile(app.db, auth, id))) throw notFound(M.notFound);
      const row = await findFile(app.db, auth.organizationId, id, fileId);
      return sendFile(app, reply, row && row.replacedAt === null ? row : undefined);
    },
  );
}
