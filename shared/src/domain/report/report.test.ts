import { TASK_STATUSES } from '../project';
import {
  exportStartedMessage,
  projectReportExportQuerySchema,
  projectReportQuerySchema,
  reportFileName,
  reportWorkflowOf,
  statusGroupOf,
} from './report';

describe('the Projects report contract', () => {
  it('gives every server status one report status, pending review and ready for close both in review', () => {
    expect(TASK_STATUSES.map(reportWorkflowOf)).toEqual(['open', 'in_progress', 'in_review', 'in_review', 'closed']);
    expect(TASK_STATUSES.map(statusGroupOf)).toEqual(['pending', 'pending', 'pending', 'pending', 'completed']);
  });

  it('reads the filters of a query string and pages 10 rows sorted by due date by default', () => {
    const query = projectReportQuerySchema.parse({
      assignment_status: 'assigned',
      workflow_status: 'in_review',
      status_group: '',
      client_id: '12',
      due_from: '2026-11-01',
      due_to: '2026-11-01',
    });
    expect(query).toMatchObject({ page: 1, limit: 10, sort: 'due', order: 'asc', client_id: 12, due_from: '2026-11-01' });
    expect(query.status_group).toBeUndefined();
  });

  it.each([
    [{ due_from: '2026-02-30' }, 'Due from must be a date (YYYY-MM-DD)'],
    [{ due_to: '23/11/2026' }, 'Due to must be a date (YYYY-MM-DD)'],
    [{ due_from: '2026-11-02', due_to: '2026-11-01' }, 'Due from must not be after due to'],
    [{ client_id: '99999999999' }, 'Invalid client'],
    [{ assignee_id: '0' }, 'Invalid assignee'],
    [{ service_category_id: 'a\u0000' }, 'Invalid service category'],
    [{ workflow_status: 'pending_review' }, 'Workflow status must be one of open, in_progress, in_review, closed'],
  ])('refuses %j with its message', (input, message) => {
    const result = projectReportQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('exports XLSX unless CSV is asked, under a dated file name', () => {
    expect(projectReportExportQuerySchema.parse({}).format).toBe('xlsx');
    expect(projectReportExportQuerySchema.parse({ format: 'csv' }).format).toBe('csv');
    expect(projectReportExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(reportFileName('2026-11-23', 'xlsx')).toBe('projects-report-2026-11-23.xlsx');
  });

  it('says how many records go out in which format', () => {
    expect(exportStartedMessage(1, 'csv')).toBe('Exporting 1 record as CSV');
    expect(exportStartedMessage(123456, 'xlsx')).toBe('Exporting 1,23,456 records as XLSX');
    expect(exportStartedMessage(12, 'xlsx', 'all 7 sections')).toBe('Exporting 12 records from all 7 sections as XLSX');
    expect(exportStartedMessage(1, 'csv', 'B2CS')).toBe('Exporting 1 record from B2CS as CSV');
  });
});
