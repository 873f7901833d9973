import { projectMessages as M, TASK_STATUSES, TEAM_TASK_STATUSES, type TaskCreate, type TaskUpdate } from '@firm/shared/domain/project';
import type { Db, Tx } from '../../db/database';
import type { Staff } from '../../platform/auth';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { changeActivity, creationActivity } from './tasks.activity';
import { queueMail } from '../../platform/mail-outbox';
import { taskNoticeMail, type TaskNotice } from './tasks.mail';
import type { TaskHooks } from './tasks.hooks';
import {
  advisorsNamed,
  findStaff,
  findTask,
  insertTask,
  masterDataOf,
  updateTaskRow,
  type NewTask,
  type TaskRow,
  type TaskScope,
} from './tasks.repo';
import { insertActivity } from './tasks.log.repo';

// The rules of spec 02 §4-§6 on the server, whatever the screen sends. Every write runs in one
// transaction with its activity rows, and every refusal is thrown before anything is written, inside
// that transaction: a refused write leaves the Project and its log as they were.

/** What the caller's role sees (spec 02 §4: closed Projects are hidden from supervisors and employees). */
export function scopeOf(auth: Staff): TaskScope {
  if (auth.role === 'admin') return { organizationId: auth.organizationId, hideClosed: false };
  if (auth.role === 'employee') return { organizationId: auth.organizationId, hideClosed: true, assigneeId: auth.id };
  return { organizationId: auth.organizationId, hideClosed: true };
}

/** Spec 02 §6: what each role may change on a Project. */
const CHANGEABLE: Record<'admin' | 'supervisor' | 'employee', ReadonlySet<keyof TaskUpdate>> = {
  admin: new Set([
    'task_name',
    'service_description',
    'due_date',
    'workflow_status',
    'assignee_id',
    'invoice_amount_paise',
    'type_of_delivery',
    'require_clarification',
    'clarification_to',
  ]),
  supervisor: new Set(['workflow_status', 'assignee_id', 'require_clarification', 'clarification_to']),
  employee: new Set(['workflow_status']),
};

const ASSIGNABLE: Record<'admin' | 'supervisor', readonly string[]> = {
  admin: ['admin', 'supervisor', 'employee'],
  supervisor: ['supervisor', 'employee'],
};

export function teamRole(auth: Staff): 'admin' | 'supervisor' | 'employee' {
  if (auth.role === 'admin' || auth.role === 'supervisor' || auth.role === 'employee') return auth.role;
  throw forbidden();
}

/** The assignee must be an active admin, supervisor or employee of the firm (a supervisor picks among supervisors and employees). */
async function checkAssignee(db: Db | Tx, auth: Staff, assigneeId: number) {
  const role = teamRole(auth);
  const user = await findStaff(db, auth.organizationId, assigneeId);
  if (!user || !user.isActive || !ASSIGNABLE.admin.includes(user.role)) {
    throw badRequest(M.assigneeNotAssignable, [{ field: 'assignee_id', message: M.assigneeNotAssignable, code: 'ASSIGNEE_INVALID' }]);
  }
  if (role === 'supervisor' && !ASSIGNABLE.supervisor.includes(user.role)) {
    throw badRequest(M.supervisorAssignee, [{ field: 'assignee_id', message: M.supervisorAssignee, code: 'ASSIGNEE_INVALID' }]);
  }
  return user;
}

/** The one active admin or supervisor of that name (spec 02 §7's form names the advisor); else the advisor's 400. */
async function advisorNamed(db: Db | Tx, organizationId: number, name: string): Promise<number> {
  const ids = await advisorsNamed(db, organizationId, name);
  if (ids.length === 1) return ids[0]!;
  const message = ids.length === 0 ? M.invalidAdvisor : `${M.invalidAdvisor}: several advisors are named ${name}, send clarification_to`;
  throw badRequest(message, [{ field: 'clarification_to_name', message, code: 'ADVISOR_INVALID' }]);
}

async function checkAdvisor(db: Db | Tx, organizationId: number, advisorId: number) {
  const user = await findStaff(db, organizationId, advisorId);
  if (!user || !user.isActive || (user.role !== 'admin' && user.role !== 'supervisor')) {
    throw badRequest(M.invalidAdvisor, [{ field: 'clarification_to', message: M.invalidAdvisor, code: 'ADVISOR_INVALID' }]);
  }
  return user;
}

/**
 * `mail` (the routes): the notices are queued in the write's own transaction, so a committed change
 * always has its mail and a refused one none; the caller wakes the mailer after commit. Demo data and test
 * set-ups write quietly.
 */
// `hooks`: the app's (the routes pass them); a write outside the app runs none.
type WriteOptions = { mail?: boolean; hooks?: TaskHooks };

async function queueNotices(tx: Tx, notices: TaskNotice[], now: Date, { mail = false }: WriteOptions) {
  if (mail) await queueMail(tx, notices.map(taskNoticeMail), now);
  return notices;
}

export async function createTask(
  db: Db,
  auth: Staff,
  body: TaskCreate,
  now: Date,
  options: WriteOptions = {},
): Promise<{ id: number; notices: TaskNotice[] }> {
  return db.transaction(async (tx) => {
    const found = await masterDataOf(tx, auth.organizationId, {
      clientId: body.client_id,
      sacCodeId: body.sac_code_id,
      serviceCategoryId: body.service_category_id,
    });
    const missing = [
      !found.client && { field: 'client_id', message: 'Client not found or inactive' },
      !found.sac && { field: 'sac_code_id', message: 'SAC code not found or inactive' },
      !found.category && { field: 'service_category_id', message: 'Service category not found or inactive' },
    ].filter((e) => e !== false);
    if (missing.length) throw badRequest(missing.map((e) => e.message).join(', '), missing);
    const assignee = await checkAssignee(tx, auth, body.assignee_id);
    const values: NewTask = {
      organizationId: auth.organizationId,
      clientId: body.client_id,
      taskName: body.task_name,
      serviceDescription: body.service_description,
      sacCodeId: body.sac_code_id,
      serviceCategoryId: body.service_category_id,
      assigneeId: assignee.id,
      dueDate: body.due_date ?? null,
      invoiceAmountPaise: body.invoice_amount_paise,
      typeOfDelivery: body.type_of_delivery,
      createdBy: auth.id,
      createdAt: now,
      updatedAt: now,
    };
    const task = await insertTask(tx, values);
    await insertActivity(tx, auth.organizationId, task.id, creationActivity(auth.id, task, assignee.name), now);
    const by = await callerName(tx, auth);
    return { id: task.id, notices: await queueNotices(tx, noticeTo(auth, 'assigned', assignee, task, by), now, options) };
  });
}

/**
 * The Project as the caller may write it: one it sees (the scope its reads have), locked for the
 * transaction. A Project hidden from the caller, a closed one from a supervisor or employee, is not
 * found for a write as for a read: a different answer would tell that it exists and is closed.
 */
export async function writableTask(tx: Tx, auth: Staff, id: number): Promise<TaskRow> {
  const scope = scopeOf(auth);
  const task = await findTask(tx, auth.organizationId, id, true);
  const hidden =
    !task ||
    (scope.assigneeId !== undefined && task.assigneeId !== scope.assigneeId) ||
    (scope.hideClosed && task.workflowStatus === 'closed');
  if (hidden) throw notFound(M.notFound);
  return task;
}

function statusRule(role: 'admin' | 'supervisor' | 'employee', from: TaskRow['workflowStatus'], to: TaskRow['workflowStatus']) {
  if (from === to) return;
  if (role === 'admin') {
    if (TASK_STATUSES.indexOf(to) < TASK_STATUSES.indexOf(from)) {
      throw badRequest(M.statusBackward, [{ field: 'workflow_status', message: M.statusBackward, code: 'TASK_STATUS_NOT_ALLOWED' }]);
    }
  } else if (!(TEAM_TASK_STATUSES as readonly string[]).includes(to)) {
    throw forbidden(M.statusClosedForbidden, 'TASK_STATUS_NOT_ALLOWED');
  }
}

export async function updateTask(
  db: Db,
  auth: Staff,
  id: number,
  body: TaskUpdate,
  now: Date,
  options: WriteOptions = {},
): Promise<TaskNotice[]> {
  const role = teamRole(auth);
  return db.transaction(async (tx): Promise<TaskNotice[]> => {
    const before = await writableTask(tx, auth, id);
    const next: TaskRow = { ...before };
    if (body.task_name !== undefined) next.taskName = body.task_name;
    if (body.service_description !== undefined) next.serviceDescription = body.service_description;
    if (body.due_date !== undefined) next.dueDate = body.due_date ?? null;
    if (body.workflow_status !== undefined) next.workflowStatus = body.workflow_status;
    if (body.assignee_id !== undefined) next.assigneeId = body.assignee_id;
    if (body.invoice_amount_paise !== undefined) next.invoiceAmountPaise = body.invoice_amount_paise;
    if (body.type_of_delivery !== undefined) next.typeOfDelivery = body.type_of_delivery;
    if (body.require_clarification !== undefined) next.requireClarification = body.require_clarification;
    if (body.clarification_to !== undefined) next.clarificationToId = body.clarification_to;
    if ((body.clarification_to ?? null) === null && body.clarification_to_name && next.requireClarification) {
      next.clarificationToId = await advisorNamed(tx, auth.organizationId, body.clarification_to_name);
    }
    if (!next.requireClarification) {
      next.clarificationToId = null;
      next.clarificationFromId = null;
    }

    // A field sent with its current value is no change; any other change must be the role's to make.
    const changed: (keyof TaskUpdate)[] = [];
    const differs = (key: keyof TaskUpdate, a: unknown, b: unknown) => a !== b && changed.push(key);
    differs('task_name', before.taskName, next.taskName);
    differs('service_description', before.serviceDescription, next.serviceDescription);
    differs('due_date', before.dueDate, next.dueDate);
    differs('workflow_status', before.workflowStatus, next.workflowStatus);
    differs('assignee_id', before.assigneeId, next.assigneeId);
    differs('invoice_amount_paise', before.invoiceAmountPaise, next.invoiceAmountPaise);
    differs('type_of_delivery', before.typeOfDelivery, next.typeOfDelivery);
    differs('require_clarification', before.requireClarification, next.requireClarification);
    differs('clarification_to', before.clarificationToId, next.clarificationToId);
    if (changed.length === 0) return [];
    const refused = changed.filter((key) => !CHANGEABLE[role].has(key));
    if (refused.length) throw forbidden(`You may not change ${refused.join(', ')} of a Project`, 'TASK_FIELD_NOT_ALLOWED');
    if (before.invoiceId !== null && (changed.includes('invoice_amount_paise') || changed.includes('type_of_delivery'))) {
      throw conflict(M.invoicedLocked, undefined, 'TASK_INVOICED');
    }
    statusRule(role, before.workflowStatus, next.workflowStatus);
    if (next.workflowStatus === 'closed' && before.workflowStatus !== 'closed') await options.hooks?.beforeClose(tx, before);

    const assigneeAfter =
      next.assigneeId !== null && next.assigneeId !== before.assigneeId ? await checkAssignee(tx, auth, next.assigneeId) : undefined;
    let advisorName: string | null = null;
    let askedAdvisor: Awaited<ReturnType<typeof checkAdvisor>> | undefined;
    if (next.requireClarification) {
      if (next.clarificationToId === null) {
        throw badRequest(M.advisorRequired, [{ field: 'clarification_to', message: M.advisorRequired, code: 'ADVISOR_REQUIRED' }]);
      }
      const advisor = await checkAdvisor(tx, auth.organizationId, next.clarificationToId);
      advisorName = advisor.name;
      // A new request (turned on, or another advisor) is the caller's; the browser never names the requester.
      if (!before.requireClarification || before.clarificationToId !== next.clarificationToId) {
        next.clarificationFromId = auth.id;
        askedAdvisor = advisor;
      }
    }
    const assigneeBefore =
      before.assigneeId === null ? null : ((await findStaff(tx, auth.organizationId, before.assigneeId))?.name ?? null);
    next.updatedAt = now;
    await updateTaskRow(tx, auth.organizationId, id, {
      taskName: next.taskName,
      serviceDescription: next.serviceDescription,
      dueDate: next.dueDate,
      workflowStatus: next.workflowStatus,
      assigneeId: next.assigneeId,
      invoiceAmountPaise: next.invoiceAmountPaise,
      typeOfDelivery: next.typeOfDelivery,
      requireClarification: next.requireClarification,
      clarificationFromId: next.clarificationFromId,
      clarificationToId: next.clarificationToId,
      updatedAt: now,
    });
    const names = { assigneeBefore, assigneeAfter: assigneeAfter?.name ?? null, advisorAfter: advisorName };
    await insertActivity(tx, auth.organizationId, id, changeActivity(auth.id, before, next, names), now);
    const by = await callerName(tx, auth);
    const notices = [
      ...(assigneeAfter ? noticeTo(auth, 'assigned', assigneeAfter, next, by) : []),
      ...(askedAdvisor ? noticeTo(auth, 'clarification', askedAdvisor, next, by) : []),
    ];
    return queueNotices(tx, notices, now, options);
  });
}

const callerName = async (tx: Tx, auth: Staff) => (await findStaff(tx, auth.organizationId, auth.id))?.name ?? 'A colleague';

/** A message for `to`, unless the caller is `to` (nobody is told of their own change). */
function noticeTo(
  auth: Staff,
  kind: TaskNotice['kind'],
  to: { id: number; email: string; name: string },
  task: TaskRow,
  by: string,
): TaskNotice[] {
  return to.id === auth.id ? [] : [{ kind, to: to.email, name: to.name, taskId: task.id, taskName: task.taskName, by }];
}
