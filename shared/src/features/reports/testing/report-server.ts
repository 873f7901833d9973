import { checkedReply, mockApi, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';
import { serviceCategoryListAnswerSchema } from '@firm/shared/domain/list';
import { taskOptionsAnswerSchema, type TaskOptions } from '@firm/shared/domain/project';
import { projectReportAnswerSchema, type ProjectReportRow } from '@firm/shared/domain/report';
import type { ServiceCategory } from '@firm/shared/domain/service-category';

// Tests only: a fake report server for the Reports screens. It answers the report's list contract over an
// array (every filter the screens send, the cards over the matched rows), the filters' option lists and the
// export (a file of the rows the same filters match, named like the server's). Each JSON success is checked
// against the route's answer schema (checkedReply).

export const TODAY = new Date().toISOString().slice(0, 10);
const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function reportRow(id: number, overrides: Partial<ProjectReportRow> = {}): ProjectReportRow {
  return {
    id,
    name: `Project ${id}`,
    description: `Work of project ${id}`,
    client: id % 2 ? 'Rao Textiles' : 'Mehta Foods',
    client_id: id % 2 ? 1 : 2,
    service_category: 'GST Filing',
    service_category_id: 3,
    assignment_status: 'assigned',
    workflow_status: 'open',
    workflow_status_group: 'pending',
    assignee_id: 7,
    assignee_name: 'Priya Nair',
    due_date: daysFrom(10 + id),
    created_at: '2026-05-04T05:30:00.000Z',
    completed_at: null,
    overdue: false,
    ...overrides,
  };
}

const eq = (pick: (row: ProjectReportRow) => unknown) => (row: ProjectReportRow, value: string) => String(pick(row)) === value;
const FILTERS = {
  assignment_status: eq((r) => r.assignment_status),
  workflow_status: eq((r) => r.workflow_status),
  status_group: eq((r) => r.workflow_status_group),
  assignee_id: eq((r) => r.assignee_id),
  client_id: eq((r) => r.client_id),
  service_category_id: eq((r) => r.service_category_id),
  due_from: (r: ProjectReportRow, value: string) => r.due_date !== null && r.due_date >= value,
  due_to: (r: ProjectReportRow, value: string) => r.due_date !== null && r.due_date <= value,
};

const OPTIONS: TaskOptions = {
  clients: [
    { client_id: 1, client_name: 'Rao Textiles', client_code: 'RT' },
    { client_id: 2, client_name: 'Mehta Foods', client_code: 'MF' },
  ],
  supervisors: [],
  advisors: [],
  assignees: [{ id: 7, first_name: 'Priya', last_name: 'Nair', role_name: 'employee' }],
};

const category = (id: number, name: string): ServiceCategory => ({
  service_category_id: id,
  name,
  description: '',
  is_active: true,
  cgst: 9,
  sgst: 9,
  igst: 18,
  created_at: null,
});
const CATEGORIES = [category(3, 'GST Filing'), category(4, 'Income Tax')];

/** The fake server; `exportStatus` makes the export fail. Answers the calls made, in order. */
export function reportServer(rows: ProjectReportRow[], options: { exportStatus?: number } = {}): MockRequest[] {
  return mockApi((request) => {
    if (request.url === '/api/reports/projects')
      return listServerReply(rows, request, {
        answer: projectReportAnswerSchema,
        wrap: (page) => ({ projects: page }),
        searchIn: (r) => [r.name, r.client, r.description],
        filters: FILTERS,
        sortBy: { due: (r) => r.due_date, name: (r) => r.name, client: (r) => r.client },
        summary: (matched: ProjectReportRow[]) => ({
          total: matched.length,
          assigned: matched.filter((r) => r.assignment_status === 'assigned').length,
          completed: matched.filter((r) => r.workflow_status_group === 'completed').length,
          overdue: matched.filter((r) => r.overdue).length,
          today: TODAY,
        }),
      });
    if (request.url === '/api/reports/projects/export') {
      if (options.exportStatus) return { status: options.exportStatus, data: { success: false, message: 'Export refused' } };
      const { data } = listServerReply(
        rows,
        { ...request, params: { ...request.params, page: '1', limit: '100000' } },
        {
          wrap: (page) => page,
          searchIn: (r) => [r.name, r.client, r.description],
          filters: FILTERS,
        },
      ) as { data: { data: ProjectReportRow[] } };
      return { status: 200, data: new Blob([data.data.map((r) => r.name).join('\n')]) };
    }
    if (request.url === '/api/tasks/options')
      return checkedReply(taskOptionsAnswerSchema, { status: 200, data: { success: true, data: OPTIONS } });
    if (request.url === '/api/master/service-categories') {
      const pagination = { page: 1, limit: 100, total: CATEGORIES.length, pages: 1 };
      return checkedReply(serviceCategoryListAnswerSchema, {
        status: 200,
        data: { success: true, data: { service_categories: CATEGORIES }, pagination },
      });
    }
    return { status: 404, data: { success: false, message: `No fake for ${request.url}` } };
  });
}
