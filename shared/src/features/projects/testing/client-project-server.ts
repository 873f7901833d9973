import { checkedReply, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';
import {
  CLIENT_STATUS_WORKFLOW,
  clientTaskListAnswerSchema,
  type ClientTask,
  type ClientTaskStatus,
} from '@firm/shared/domain/client-portal';

// Tests only: the client portal's Projects on a fake server. GET /api/client-portal/tasks over an array the
// way the real route answers (spec 02 §7 shape; tabs, status filter and pages; the summary over all of the
// client's Projects), checked against the route's answer schema (checkedReply).

const TODAY = new Date().toISOString().slice(0, 10);
const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function clientTask(id: number, workflow_status: ClientTask['workflow_status'], due_date: string | null = daysFrom(id)): ClientTask {
  return {
    task_id: id,
    task_name: `Project ${String(id).padStart(2, '0')}`,
    client_name: 'Sahyadri Foods',
    service_description: `Work for project ${id}`,
    workflow_status,
    due_date,
    statutory_due: false,
  };
}

/**
 * The answer to GET /api/client-portal/tasks over `all`, `today` deciding what is overdue; undefined for any other
 * call (to compose fakes).
 */
export function clientTasksReply(all: readonly ClientTask[], request: MockRequest, today = TODAY): MockReply | undefined {
  if (request.url !== '/api/client-portal/tasks') return undefined;
  const overdue = (t: ClientTask) => t.workflow_status !== 'closed' && t.due_date !== null && t.due_date < today;
  const answer = listServerReply(all, request, {
    wrap: (tasks) => ({ tasks }),
    searchIn: () => [],
    filters: {
      tab: (t, tab) => (t.workflow_status === 'closed') === (tab === 'completed'),
      workflow_status: (t, status) => CLIENT_STATUS_WORKFLOW[status as ClientTaskStatus].includes(t.workflow_status),
      // The due-date filter's other windows are the screen's own business: the fake narrows to Overdue alone.
      due: (t, due) => due !== 'overdue' || overdue(t),
    },
  });
  const { data, pagination } = answer.data as { data: object; pagination: object };
  const completed = all.filter((t) => t.workflow_status === 'closed').length;
  const summary = {
    total: all.length,
    ongoing: all.length - completed,
    completed,
    overdue: all.filter(overdue).length,
  };
  return checkedReply(clientTaskListAnswerSchema, { status: 200, data: { success: true, data: { ...data, pagination }, summary } });
}
