import ExcelJS from 'exceljs';
import {
  ASSIGNMENT_LABELS,
  REPORT_WORKFLOW_LABELS,
  STATUS_GROUP_LABELS,
  SUPERVISOR_REPORT_COLUMNS,
  type ProjectReportRow,
} from '@firm/shared/domain/report';
import { testDrivers } from '../../test/test-database';
import type { Who } from '../tasks/tasks.test-support';
import { csvField, exportStream } from './reports.export';
import { parseCsv } from './csv.test-support';
import { FORMULA_NAME, RISKY_CLIENT, reportsTestContext, type ReportAnswer } from './reports.test-support';

type Row = ReportAnswer['data']['projects'][number];

const STAFF_HEADER = [
  'Project Name',
  'Client',
  'Service Category',
  'Assignment Status',
  'Workflow Status',
  'Status Group',
  'Assignee',
  'Due Date',
  'Created Date',
];
const EMPLOYEE_HEADER = [
  'Task Name',
  'Client',
  'Service Category',
  'Assignment Status',
  'Workflow Status',
  'Status Group',
  'Due Date',
  'Created Date',
  'Completed Date',
];

/** What a row of the screen's data says in the file's columns (created and completed on India's day: all on 21 November here). */
function cellsOf(row: Row, employee: boolean): string[] {
  const r = row as Row & Record<string, string | null>;
  const common = [
    r.name,
    r.client,
    r.service_category,
    ASSIGNMENT_LABELS[r.assignment_status as 'assigned'],
    REPORT_WORKFLOW_LABELS[r.workflow_status as 'open'],
    STATUS_GROUP_LABELS[r.workflow_status_group as 'pending'],
  ] as string[];
  const created = r.created_at!.slice(0, 10);
  const completed = r.completed_at ? r.completed_at.slice(0, 10) : '';
  return employee
    ? [...common, r.due_date ?? '', created, completed]
    : [...common, r.assignee_name ?? 'Unassigned', r.due_date ?? '', created];
}

describe.each(testDrivers())('exporting the Projects report (%s)', (driver) => {
  const c = reportsTestContext(driver);
  const screenRows = async (who: Who, query: string) => (await c.get(who, `limit=100&${query}`)).body.data.projects;
  const download = (who: Who, query: string) => c.call(who, 'GET', `/api/reports/projects/export?${query}`);

  const cases = [
    ['everything, nearest due first', ''],
    ['pending, by name going down', 'status_group=pending&sort=name&order=desc'],
    ['an inclusive due range', 'due_from=2026-11-21&due_to=2026-11-30&sort=created'],
    ['a search over the client', 'search=risky'],
  ] as const;

  it.each(cases)('writes CSV of exactly the filtered rows in the screen order: %s', async (_name, query) => {
    const expected = (await screenRows(c.org.users.supervisor, query)).map((r) => cellsOf(r, false).map(csvField));
    const response = await download(c.org.users.supervisor, `format=csv&${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="projects-report-2026-11-21.csv"; filename*=UTF-8''projects-report-2026-11-21.csv`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toEqual(STAFF_HEADER);
    // The parsed text of a neutralised cell is the quoted-prefixed value; compare with the same RFC 4180 read.
    expect(records).toEqual(expected.map((cells) => parseCsv(`${cells.join(',')}\r\n`)[0]));
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(cases)('writes XLSX of exactly the filtered rows in the screen order: %s', async (_name, query) => {
    const expected = (await screenRows(c.org.users.supervisor, query)).map((r) => cellsOf(r, false));
    const response = await download(c.org.users.supervisor, query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="projects-report-2026-11-21.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Projects')!;
    const read: string[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      read.push(
        STAFF_HEADER.map((_h, i) => {
          const value = values[i];
          if (value instanceof Date) return value.toISOString().slice(0, 10);
          return value === undefined || value === null ? '' : String(value);
        }),
      );
    });
    expect(read[0]).toEqual(STAFF_HEADER);
    expect(read.slice(1)).toEqual(expected);
  });

  it('neutralises a cell a spreadsheet would run as a formula, and quotes commas and quotes (RFC 4180)', async () => {
    const csv = (await download(c.org.users.admin, 'format=csv&sort=name')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(csv).toContain(`"'${RISKY_CLIENT}"`);
    expect(csv).not.toMatch(/(^|\n|,)[=+\-@]/);
    expect(csvField('+91 98200')).toBe("'+91 98200");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('\tTab')).toBe("'\tTab");
    expect(csvField('\rCR')).toBe(`"'\rCR"`);
    expect(csvField('Plain name')).toBe('Plain name');
  });

  it('writes a formula-looking name into XLSX as text, never as a formula', async () => {
    const response = await download(c.org.users.admin, 'search=HYPERLINK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.getWorksheet('Projects')!.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(FORMULA_NAME);
    expect(cell.formula).toBeUndefined();
    expect(workbook.getWorksheet('Projects')!.rowCount).toBe(2);
  });

  it("exports an employee's own Projects only, with the employee's columns", async () => {
    const expected = (await screenRows(c.org.users.employee, '')).map((r) => cellsOf(r, true));
    expect(expected).toHaveLength(4);
    const response = await download(c.org.users.employee, 'format=csv');
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toEqual(EMPLOYEE_HEADER);
    expect(records).toEqual(expected.map((cells) => parseCsv(`${cells.map(csvField).join(',')}\r\n`)[0]));
    expect(records.find((r) => r[0] === 'ROC filing')![8]).toBe('2026-11-21');
  });

  it('exports only the header when nothing matches, and nothing of another firm', async () => {
    const response = await download(c.other.users.admin, 'format=csv&search=Audit FY');
    expect(parseCsv(response.body.slice(1))).toEqual([STAFF_HEADER]);
  });

  it.each([['format=pdf'], ['format=csv&format=xlsx'], ['due_from=2026-11-30&due_to=2026-11-01'], ['client_id=%00']])(
    'refuses %s with a 400 before any file is written',
    async (query) => {
      const response = await download(c.org.users.admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-disposition']).toBeUndefined();
    },
  );
});

describe('an export whose download is abandoned', () => {
  const row = (id: number): ProjectReportRow => ({
    id,
    name: `Project ${id}`,
    description: 'Work',
    client: 'Rao Textiles',
    client_id: 1,
    service_category: 'GST Filing',
    service_category_id: 1,
    assignment_status: 'assigned',
    workflow_status: 'open',
    workflow_status_group: 'pending',
    assignee_id: 1,
    assignee_name: 'Priya Nair',
    due_date: '2026-11-30',
    created_at: '2026-11-21T10:00:00.000Z',
    completed_at: null,
    overdue: false,
  });

  it.each(['csv', 'xlsx'] as const)('stops reading rows once nobody reads the file any more (%s)', async (format) => {
    let batchesRead = 0;
    let finished = false;
    async function* batches() {
      try {
        for (let i = 0; i < 10_000; i += 1) {
          batchesRead += 1;
          yield Array.from({ length: 500 }, (_, j) => row(i * 500 + j));
        }
      } finally {
        finished = true;
      }
    }
    const errors: unknown[] = [];
    const file = exportStream(format, batches(), SUPERVISOR_REPORT_COLUMNS, 'staff', (error) => errors.push(error));
    // Nobody reads: the writer fills the stream's buffer and waits for room.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const readWhileWaiting = batchesRead;
    expect(readWhileWaiting).toBeGreaterThan(0);
    expect(readWhileWaiting).toBeLessThan(50);
    file.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finished).toBe(true);
    expect(batchesRead).toBe(readWhileWaiting);
    expect(errors).toEqual([]);
  });
});
