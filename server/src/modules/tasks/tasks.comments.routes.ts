import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { attachmentMessages, projectMessages, taskCommentAddedAnswerSchema, taskCommentSchema } from '@firm/shared/domain/project';
import { badRequest, notFound } from '../../platform/errors';
import { idParam, idParams } from '../../platform/route-params';
import { sendStoredFile } from '../../platform/file-download';
import { discard, readCommentUpload, type CommentUpload } from '../../platform/uploads';
import { attachedFileOf, findAttachment } from './tasks.files.repo';
import { findTaskView } from './tasks.repo';
import { staffOf } from '../../platform/auth';
import { TASK_WORKERS } from './tasks.routes';
import { addComment } from './tasks.comments';
import { scopeOf } from './tasks.service';

// POST /api/tasks/{id}/comments (JSON, or multipart with files) and GET /api/tasks/{id}/files/{fileRef}
// (spec 02 §7). Multipart is parsed in this scope only: no other route takes a form.

const fileAnswer = { description: 'The attached file, as a download', content: { 'application/octet-stream': { schema: z.string() } } };

/** The comment text of a form, checked by the same schema as the JSON body. */
function commentTextOf(fields: Record<string, string>): string {
  const parsed = taskCommentSchema.safeParse({ comment_text: fields.comment_text ?? '' });
  if (parsed.success) return parsed.data.comment_text;
  const errors = parsed.error.issues.map((issue) => ({ field: 'comment_text', message: issue.message }));
  throw badRequest(errors.map((e) => e.message).join(', '), errors);
}

export async function taskCommentRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const workers = { access: { roles: TASK_WORKERS, row: 'own-organization' as const } };

  r.post(
    '/api/tasks/:id/comments',
    {
      config: workers,
      // A form's body is read by the handler (multipart is streamed); a JSON body is checked here.
      schema: { params: idParams, body: taskCommentSchema.nullish(), response: { 201: taskCommentAddedAnswerSchema } },
    },
    async (request, reply) => {
      const auth = staffOf(request.auth);
      const upload: CommentUpload = request.isMultipart()
        ? await readCommentUpload(request, app.files)
        : { fields: { comment_text: request.body?.comment_text ?? '' }, files: [] };
      let result: Awaited<ReturnType<typeof addComment>>;
      try {
        const text = commentTextOf(upload.fields);
        result = await addComment(app.db, auth, request.params.id, text, app.clock.now(), { files: upload.files, store: app.files });
      } catch (error) {
        await discard(app.files, upload.files);
        throw error;
      }
      const { comment, attachments, authorName } = result;
      return reply.code(201).send({
        success: true as const,
        message: 'Comment added successfully',
        data: {
          comment_id: comment.id,
          user_id: auth.id,
          user_name: authorName,
          comment_text: comment.commentText,
          created_at: comment.createdAt.toISOString(),
          attached_files: attachments.map(attachedFileOf),
        },
      });
    },
  );

  r.get(
    '/api/tasks/:id/files/:fileRef',
    {
      config: workers,
      schema: { params: z.object({ id: idParam, fileRef: idParam }), response: { 200: fileAnswer as never } },
    },
    async (request, reply) => {
      const auth = staffOf(request.auth);
      const { id, fileRef } = request.params;
      if (!(await findTaskView(app.db, app.taskHooks.columns, scopeOf(auth), id))) throw notFound(projectMessages.notFound);
      const row = await findAttachment(app.db, auth.organizationId, id, fileRef);
      return sendStoredFile(app, reply, row, attachmentMessages.notFound);
    },
  );
}
