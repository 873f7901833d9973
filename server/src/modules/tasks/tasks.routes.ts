import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indianDay } from '@firm/shared/domain/calendar';
import { paginationOf } from '@firm/shared/domain/list';
import {
  projectMessages,
  taskCreateSchema,
  taskDetailAnswerSchema,
  taskListAnswerSchema,
  taskListQuerySchema,
  taskUpdateSchema,
  type TaskDetail,
} from '@firm/shared/domain/project';
import type { Role } from '@firm/shared/domain/auth';
import type { Db } from '../../db/database';
import { staffOf, type Staff } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { findTask, findTaskView, gstOfCategory, listTasks, type TaskRow } from './tasks.repo';
import { activityOfTask, commentsOfTask } from './tasks.log.repo';
import { createTask, scopeOf, updateTask } from './tasks.service';
import { attachedFileOf, attachmentsOfTask } from './tasks.files.repo';
import type { TaskNotice } from './tasks.mail';
import type { TaskHooks } from './tasks.hooks';

/** Spec 02 §6: the admin creates Projects; admin, supervisor and employee work on them (each within its rules). */
export const TASK_CREATORS: Role[] = ['admin'];
export const TASK_WORKERS: Role[] = ['admin', 'supervisor', 'employee'];

/** Spec 02 §3 `invoice_pdf_url`: the staff's download of the Project's invoice. */
const invoicePdfUrlOf = (invoiceId: number | null) => (invoiceId === null ? null : `/api/invoices/${invoiceId}/pdf`);

/**
 * The Project an id names. Spec 02 §7's credit-note tax lookup asks for the task detail by the invoice's id
 * (inv_ → task_): an id that is no Project of the firm but one of its invoices names that invoice's Project.
 * Invoices take their ids from the Projects' sequence (migration 0035), so a new invoice's id is never
 * another Project's.
 */
async function projectOf(db: Db, hooks: TaskHooks, organizationId: number, id: number): Promise<TaskRow | undefined> {
  const task = await findTask(db, organizationId, id);
  if (task) return task;
  const taskId = await hooks.invoices.projectOfInvoice(db, organizationId, id);
  return taskId === undefined ? undefined : findTask(db, organizationId, taskId);
}

async function detailOf(db: Db, hooks: TaskHooks, auth: Staff, id: number): Promise<TaskDetail> {
  const task = await projectOf(db, hooks, auth.organizationId, id);
  const view = task && (await findTaskView(db, hooks.columns, scopeOf(auth), task.id));
  if (!view || !task) throw notFound(projectMessages.notFound);
  const invoiceIds = view.invoice_id === null ? [] : [view.invoice_id];
  const [gst, comments, log, attachments, creditNotesOf, ackRequired] = await Promise.all([
    gstOfCategory(db, task.serviceCategoryId),
    commentsOfTask(db, auth.organizationId, task.id),
    activityOfTask(db, auth.organizationId, task.id),
    attachmentsOfTask(db, auth.organizationId, task.id),
    hooks.invoices.latestCreditNotes(db, auth.organizationId, invoiceIds),
    hooks.ackRequired(db, { organizationId: auth.organizationId, complianceId: task.complianceId }),
  ]);
  return {
    ...view,
    sac_code_id: task.sacCodeId,
    service_category_id: task.serviceCategoryId,
    cgst_bp: gst.cgst,
    sgst_bp: gst.sgst,
    igst_bp: gst.igst,
    created_by: task.createdBy,
    updated_at: task.updatedAt.toISOString(),
    invoice_pdf_url: invoicePdfUrlOf(view.invoice_id),
    credit_note_id: view.invoice_id === null ? null : (creditNotesOf.get(view.invoice_id) ?? null),
    ack_required: ackRequired,
    comments: comments.map((c) => ({
      comment_id: c.id,
      user_id: c.userId,
      user_name: c.userName ?? '',
      comment_text: c.text,
      created_at: c.createdAt.toISOString(),
      attached_files: attachments.filter((a) => a.commentId === c.id).map(attachedFileOf),
    })),
    running_log: log.map((l) => ({
      log_id: l.id,
      event_type: l.eventType as TaskDetail['running_log'][number]['event_type'],
      field: l.field,
      from: l.fromValue,
      to: l.toValue,
      description: l.description,
      user_id: l.userId,
      user_name: l.userName ?? '',
      timestamp: l.createdAt.toISOString(),
    })),
  };
}

/**
 * GET/POST /api/tasks/, GET/PUT /api/tasks/{id} (spec 02 §7; comments and files in tasks.comments.routes.ts). Which
 * Projects a role sees and what it may change are the service's rules; access is declared per route.
 */
export async function taskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The notices were queued in the write's transaction (a refused change queues nothing): deliver them now.
  const send = (notices: TaskNotice[]) => notices.length > 0 && app.mailer.queued();
  const workers = { access: { roles: TASK_WORKERS, row: 'own-organization' as const } };

  r.get(
    '/api/tasks/',
    { config: workers, schema: { querystring: taskListQuerySchema, response: { 200: taskListAnswerSchema } } },
    async (request) => {
      const auth = staffOf(request.auth);
      const { query } = request;
      const { items, total, summary } = await listTasks(app.db, app.taskHooks.columns, scopeOf(auth), {
        ...query,
        today: indianDay(app.clock.now()),
        callerId: auth.id,
      });
      const invoiceIds = items.flatMap((t) => (t.invoice_id === null ? [] : [t.invoice_id]));
      const notes = await app.taskHooks.invoices.latestCreditNotes(app.db, auth.organizationId, invoiceIds);
      // Spec 02 §3's Task carries both in the list too, null until the Project is invoiced (or credited).
      const tasks = items.map((t) => ({
        ...t,
        invoice_pdf_url: invoicePdfUrlOf(t.invoice_id),
        credit_note_id: t.invoice_id === null ? null : (notes.get(t.invoice_id) ?? null),
      }));
      return { success: true as const, data: { tasks }, pagination: paginationOf(query, total), summary };
    },
  );

  r.get('/api/tasks/:id', { config: workers, schema: { params: idParams, response: { 200: taskDetailAnswerSchema } } }, async (request) => {
    const auth = staffOf(request.auth);
    return {
      success: true as const,
      data: await detailOf(app.db, app.taskHooks, auth, request.params.id),
    };
  });

  r.post(
    '/api/tasks/',
    {
      config: { access: { roles: TASK_CREATORS, row: 'own-organization' } },
      schema: { body: taskCreateSchema, response: { 201: taskDetailAnswerSchema } },
    },
    async (request, reply) => {
      const auth = staffOf(request.auth);
      const { id, notices } = await createTask(app.db, auth, request.body, app.clock.now(), { mail: true });
      send(notices);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Task created successfully', data: await detailOf(app.db, app.taskHooks, auth, id) });
    },
  );

  r.put(
    '/api/tasks/:id',
    { config: workers, schema: { params: idParams, body: taskUpdateSchema, response: { 200: taskDetailAnswerSchema } } },
    async (request) => {
      const auth = staffOf(request.auth);
      send(await updateTask(app.db, auth, request.params.id, request.body, app.clock.now(), { mail: true, hooks: app.taskHooks }));
      return {
        success: true as const,
        message: 'Task updated successfully',
        data: await detailOf(app.db, app.taskHooks, auth, request.params.id),
      };
    },
  );
}
