import type { InternalAxiosRequestConfig } from 'axios';
import { checkedReply, mockApi, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';
import {
  taskCommentAddedAnswerSchema,
  taskDetailAnswerSchema,
  taskListAnswerSchema,
  taskOptionsAnswerSchema,
  type TaskComment,
  type TaskDetail,
  type TaskListRow,
  type TaskOptions,
  type TaskStatus,
} from '@firm/shared/domain/project';
import { createdLogEntry, projectDetail as fixtureDetail, projectRow as fixtureRow } from './project-fixtures';
import { taskFilingSchema } from '@firm/shared/domain/compliance';

// Tests only: a fake Projects server for the screens of the supervisor and the employee. It answers the
// list contract over an array (the filters the screens send), the options, the detail, PUT and comments,
// each success through the route's answer schema (checkedReply).

export const TODAY = new Date().toISOString().slice(0, 10);
const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Project `id` of the fake server: the shared fixture with an id-based name, client and due date. */
export function projectRow(id: number, overrides: Partial<TaskListRow> = {}): TaskListRow {
  return fixtureRow({
    task_id: id,
    task_name: `Project ${id}`,
    service_description: `Work of project ${id}`,
    client_id: id % 2 ? 1 : 2,
    client_name: id % 2 ? 'Rao Textiles' : 'Mehta Foods',
    assignee_id: 7,
    created_at: '2026-05-04T05:30:00Z',
    due_date: daysFrom(10 + id),
    ...overrides,
  });
}

export function projectDetail(row: TaskListRow, comments: TaskComment[] = []): TaskDetail {
  const log = [createdLogEntry(row.created_at)];
  return fixtureDetail({ ...row, sac_code_id: 1, service_category_id: 1, updated_at: row.created_at, comments, running_log: log });
}

export const TASK_OPTIONS: TaskOptions = {
  clients: [
    { client_id: 1, client_name: 'Rao Textiles', client_code: 'C001' },
    { client_id: 2, client_name: 'Mehta Foods', client_code: 'C002' },
  ],
  supervisors: [{ id: 7, first_name: 'Priya', last_name: 'Nair' }],
  advisors: [{ id: 3, first_name: 'Asha', last_name: 'Kapoor', role_name: 'admin' }],
  assignees: [
    { id: 7, first_name: 'Priya', last_name: 'Nair', role_name: 'supervisor' },
    { id: 9, first_name: 'Ravi', last_name: 'Iyer', role_name: 'employee' },
  ],
};

const STATUS_ORDER: readonly TaskStatus[] = ['open', 'in_progress', 'pending_review', 'ready_for_close', 'closed'];

function summaryOf(all: readonly TaskListRow[]) {
  const count = (test: (t: TaskListRow) => boolean) => all.filter(test).length;
  return {
    total: all.length,
    ongoing: count((t) => t.workflow_status !== 'closed'),
    completed: count((t) => t.workflow_status === 'closed'),
    assigned: count((t) => t.assignee_id !== null),
    unassigned: count((t) => t.assignee_id === null),
    overdue: count((t) => t.due_date !== null && t.due_date < TODAY && t.workflow_status !== 'closed'),
    in_progress: count((t) => t.workflow_status === 'in_progress'),
    pending_review: count((t) => t.workflow_status === 'pending_review'),
  };
}

export type ProjectServerCall = MockRequest & { form?: FormData };
export type ProjectServerOptions = {
  /** Answer a write yourself (a refusal); undefined lets the fake server answer. */
  onWrite?: (request: ProjectServerCall) => { status: number; data?: unknown } | undefined;
  options?: { status: number; data?: unknown };
};

/** Answers the Projects calls over `all`; returns every call, with the multipart form of a comment. */
export function projectServer(all: TaskListRow[], settings: ProjectServerOptions = {}): ProjectServerCall[] {
  const comments = new Map<number, TaskComment[]>();
  const calls = mockApi((request, config: InternalAxiosRequestConfig) => {
    const call = request as ProjectServerCall;
    if (config.data instanceof FormData) call.form = config.data;
    if (request.method !== 'GET') {
      const refused = settings.onWrite?.(call);
      if (refused) return refused;
    }
    if (request.url === '/api/tasks/options')
      return settings.options ?? checkedReply(taskOptionsAnswerSchema, { status: 200, data: { success: true, data: TASK_OPTIONS } });
    const id = Number(request.url.match(/^\/api\/tasks\/(\d+)/)?.[1]);
    const index = all.findIndex((t) => t.task_id === id);
    if (request.url.endsWith('/filing')) {
      // The real route's schema and rules (compliance.filing.ts): a compliance Project, an ARN and a date.
      const body = taskFilingSchema.safeParse(request.body);
      if (!body.success) {
        const errors = body.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }));
        return { status: 400, data: { success: false, message: errors[0]!.message, errors } };
      }
      const task = all[index]!;
      if (!task.compliance_name) return { status: 400, data: { success: false, message: 'This Project is not a compliance filing' } };
      const earlier = STATUS_ORDER.indexOf(task.workflow_status) < STATUS_ORDER.indexOf('ready_for_close');
      const workflow_status = earlier ? 'ready_for_close' : task.workflow_status;
      all[index] = { ...task, ...body.data, workflow_status };
      return { status: 200, data: { success: true, message: 'Filing recorded', data: { task_id: id, ...body.data, workflow_status } } };
    }
    if (request.url.endsWith('/comments')) {
      const list = comments.get(id) ?? [];
      const comment: TaskComment = {
        comment_id: list.length + 1,
        user_id: 7,
        user_name: 'Priya Nair',
        comment_text: String(call.form?.get('comment_text') ?? ''),
        created_at: '2026-05-05T05:30:00Z',
        attached_files: [],
      };
      comments.set(id, [...list, comment]);
      return checkedReply(taskCommentAddedAnswerSchema, { status: 201, data: { success: true, message: 'Comment added', data: comment } });
    }
    if (request.method === 'PUT') {
      all[index] = { ...all[index]!, ...(request.body as Partial<TaskListRow>) };
      const data = { success: true, message: 'Task updated', data: projectDetail(all[index]!, comments.get(id)) };
      return checkedReply(taskDetailAnswerSchema, { status: 200, data });
    }
    if (id) {
      return index < 0
        ? { status: 404, data: { success: false, message: 'Project not found' } }
        : checkedReply(taskDetailAnswerSchema, {
            status: 200,
            data: { success: true, data: projectDetail(all[index]!, comments.get(id)) },
          });
    }
    return listServerReply(all, request, {
      answer: taskListAnswerSchema,
      wrap: (rows) => ({ tasks: rows }),
      searchIn: (t) => [t.task_name],
      filters: {
        status: (t, value) => t.workflow_status === value,
        client_id: (t, value) => String(t.client_id) === value,
        assignee_id: (t, value) => String(t.assignee_id) === value,
        due: (t, value) =>
          value === 'overdue' ? t.due_date !== null && t.due_date < TODAY : t.due_date !== null && t.due_date <= daysFrom(Number(value)),
        clarifications: (t) => t.require_clarification,
        waiting_on_client: (t, value) => String(Boolean(t.waiting_on_client)) === value,
      },
      sortBy: {
        name: (t) => t.task_name,
        client: (t) => t.client_name,
        status: (t) => STATUS_ORDER.indexOf(t.workflow_status),
        assignee: (t) => t.assignee_name,
        due: (t) => t.due_date,
        created: (t) => t.created_at,
      },
      // The header counts are of everything the caller sees, whatever the filters.
      summary: () => summaryOf(all),
    });
  });
  return calls as ProjectServerCall[];
}
