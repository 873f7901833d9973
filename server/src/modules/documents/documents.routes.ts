import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectMessages } from '@firm/shared/domain/project';
import type { Role } from '@firm/shared/domain/auth';
import {
  changesBodySchema,
  documentRequestAnswerSchema,
  documentRequestCreateSchema,
  documentRequestDeletedSchema,
  documentRequestListAnswerSchema,
  documentRequestMessages as M,
  documentRequestsCreatedSchema,
  documentRequestUpdateSchema,
  waitingOnClient,
} from '@firm/shared/domain/document-request';
import { staffOf } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { idParam, idParams } from '../../platform/route-params';
import { findTaskView, scopeOf } from '../tasks';
import { acceptRequest, addRequests, askForChanges, editRequest, removeRequest } from './documents.service';
import { findFile, findRequest, requestsOfTask, requestsWithFiles, requestsWithHistory, type RequestRow } from './documents.repo';
import { clientProjectsUrl, fileAnswer, sendFile } from './documents.files';

// Staff's calls on document requests: a Project's requests, adding, editing and deleting them,
// downloading files, accepting and asking for changes. The Project's own rules decide who may: a request is
// reached through a Project the caller may read (list, download) or write (everything else).

const WORKERS: Role[] = ['admin', 'supervisor', 'employee'];
const fileParams = z.object({ id: idParam, fileId: idParam });

export async function documentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const workers = { access: { roles: WORKERS, row: 'own-organization' as const } };
  const one = async (row: RequestRow) => (await requestsWithFiles(app.db, row.organizationId, [row]))[0]!;
  // Mails queued in a write's transaction leave once it committed.
  const delivered = <T>(value: T) => {
    app.mailer.queued();
    return value;
  };

  r.get(
    '/api/tasks/:id/document-requests',
    { config: workers, schema: { params: idParams, response: { 200: documentRequestListAnswerSchema } } },
    async (request) => {
      const auth = staffOf(request.auth);
      if (!(await findTaskView(app.db, app.taskHooks.columns, scopeOf(auth), request.params.id))) throw notFound(projectMessages.notFound);
      const rows = await requestsOfTask(app.db, auth.organizationId, request.params.id);
      return {
        success: true as const,
        data: { requests: await requestsWithHistory(app.db, auth.organizationId, rows), waiting_on_client: waitingOnClient(rows) },
      };
    },
  );

  r.post(
    '/api/tasks/:id/document-requests',
    { config: workers, schema: { params: idParams, body: documentRequestCreateSchema, response: { 201: documentRequestsCreatedSchema } } },
    async (request, reply) => {
      const auth = staffOf(request.auth);
      const rows = await addRequests(app.db, auth, request.params.id, request.body.requests, app.clock.now());
      const requests = await requestsWithFiles(app.db, auth.organizationId, rows);
      return reply.code(201).send({ success: true as const, message: M.created, data: { requests } });
    },
  );

  r.put(
    '/api/document-requests/:id',
    { config: workers, schema: { params: idParams, body: documentRequestUpdateSchema, response: { 200: documentRequestAnswerSchema } } },
    async (request) => {
      const row = await editRequest(app.db, staffOf(request.auth), request.params.id, request.body, app.clock.now());
      return { success: true as const, message: M.updated, data: await one(row) };
    },
  );

  r.delete(
    '/api/document-requests/:id',
    { config: workers, schema: { params: idParams, response: { 200: documentRequestDeletedSchema } } },
    async (request) => {
      await removeRequest(app.db, staffOf(request.auth), request.params.id, app.clock.now());
      return { success: true as const, message: M.deleted };
    },
  );

  r.post(
    '/api/document-requests/:id/accept',
    { config: workers, schema: { params: idParams, response: { 200: documentRequestAnswerSchema } } },
    async (request) => {
      const row = await acceptRequest(app.db, staffOf(request.auth), request.params.id, app.clock.now());
      return { success: true as const, message: M.acceptedDone, data: await one(row) };
    },
  );

  r.post(
    '/api/document-requests/:id/changes',
    { config: workers, schema: { params: idParams, body: changesBodySchema, response: { 200: documentRequestAnswerSchema } } },
    async (request) => {
      const now = app.clock.now();
      const row = await askForChanges(app.db, staffOf(request.auth), request.params.id, request.body.reason, now, clientProjectsUrl(app));
      return delivered({ success: true as const, message: M.changesAsked, data: await one(row) });
    },
  );

  r.get(
    '/api/document-requests/:id/files/:fileId',
    { config: workers, schema: { params: fileParams, response: { 200: fileAnswer } } },
    async (request, reply) => {
      const auth = staffOf(request.auth);
      const { id, fileId } = request.params;
      const found = await findRequest(app.db, auth.organizationId, id);
      if (!found || !(await findTaskView(app.db, app.taskHooks.columns, scopeOf(auth), found.taskId))) throw notFound(M.notFound);
      return sendFile(app, reply, await findFile(app.db, auth.organizationId, id, fileId));
    },
  );
}
