import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  ASSIGNMENT_LABELS,
  indianDay,
  REPORT_WORKFLOW_LABELS,
  reportColumnLabel,
  STATUS_GROUP_LABELS,
  type ProjectReportRow,
  type ReportColumn,
  type ReportExportFormat,
} from '@firm/shared/domain';

// The report's rows as a file, written while the rows are read (a batch at a time): the server never holds
// the whole report. CSV: RFC 4180, UTF-8 with a BOM (Excel then reads the rupee sign and Indian names right),
// cells that a spreadsheet would run as a formula neutralised. XLSX: exceljs' streaming writer; its cells are
// typed values (text, dates), never formulas, so nothing a user typed is evaluated when the file opens.

export const EXPORT_CONTENT_TYPES: Record<ReportExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

type CellValue = string | Date | null;

/** A cell's value: text for names and statuses, the calendar day for dates (created and completed on India's day). */
function cellOf(row: ProjectReportRow, column: ReportColumn): { text: string; day?: string } {
  switch (column) {
    case 'name':
      return { text: row.name };
    case 'client':
      return { text: row.client };
    case 'service_category':
      return { text: row.service_category };
    case 'assignment':
      return { text: ASSIGNMENT_LABELS[row.assignment_status] };
    case 'workflow':
      return { text: REPORT_WORKFLOW_LABELS[row.workflow_status] };
    case 'group':
      return { text: STATUS_GROUP_LABELS[row.workflow_status_group] };
    case 'assignee':
      return { text: row.assignee_name ?? 'Unassigned' };
    case 'due':
      return { text: row.due_date ?? '', day: row.due_date ?? undefined };
    case 'created': {
      const day = indianDay(new Date(row.created_at));
      return { text: day, day };
    }
    case 'completed': {
      const day = row.completed_at ? indianDay(new Date(row.completed_at)) : undefined;
      return { text: day ?? '', day };
    }
  }
}

/** OWASP's CSV injection rule: a cell starting with =, +, -, @, tab or carriage return is prefixed with a quote. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote, CR or LF goes in quotes, its quotes doubled. */
export function csvField(text: string): string {
  const safe = neutraliseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;

type Batches = AsyncIterable<ProjectReportRow[]>;

/** The download was abandoned (the browser went away): stop reading rows, nothing to report. */
class ExportAbandoned extends Error {}

/** Waits until `out` takes more; a stream closed meanwhile (the caller left) ends the export instead of waiting forever. */
async function roomIn(out: PassThrough): Promise<void> {
  // A turn of the event loop first: the zip writer behind XLSX flushes on later ticks, and a database that
  // answers without I/O (PGlite) would otherwise let the loop run ahead of the socket and of the timers.
  await new Promise((resolve) => setImmediate(resolve));
  if (out.destroyed) throw new ExportAbandoned();
  if (!out.writableNeedDrain) return;
  return new Promise((resolve, reject) => {
    const drained = () => {
      out.off('close', closed);
      resolve();
    };
    const closed = () => {
      out.off('drain', drained);
      reject(new ExportAbandoned());
    };
    out.once('drain', drained);
    out.once('close', closed);
  });
}

async function writeCsv(out: PassThrough, batches: Batches, columns: readonly ReportColumn[], labelRole: 'employee' | 'staff') {
  out.write(`\uFEFF${csvLine(columns.map((c) => reportColumnLabel(c, labelRole)))}`);
  for await (const batch of batches) {
    await roomIn(out);
    out.write(batch.map((row) => csvLine(columns.map((c) => cellOf(row, c).text))).join(''));
  }
  out.end();
}

const dayAsDate = (day: string) => new Date(`${day}T00:00:00Z`);

async function writeXlsx(out: PassThrough, batches: Batches, columns: readonly ReportColumn[], labelRole: 'employee' | 'staff') {
  // Shared strings would keep every distinct text in memory until the end: inline strings keep it flat.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Projects');
  sheet.columns = columns.map((c) => ({
    header: reportColumnLabel(c, labelRole),
    key: c,
    width: c === 'name' || c === 'client' ? 32 : 18,
    ...(c === 'due' || c === 'created' || c === 'completed' ? { style: { numFmt: 'dd-mm-yyyy' } } : {}),
  }));
  for await (const batch of batches) {
    await roomIn(out);
    for (const row of batch) {
      const values: Record<string, CellValue> = {};
      for (const c of columns) {
        const cell = cellOf(row, c);
        values[c] = cell.day ? dayAsDate(cell.day) : cell.text || null;
      }
      sheet.addRow(values).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** The file as a stream; a failure while reading rows ends the stream with that error (the download breaks off). */
export function exportStream(
  format: ReportExportFormat,
  batches: Batches,
  columns: readonly ReportColumn[],
  labelRole: 'employee' | 'staff',
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(out, batches, columns, labelRole).catch((error: unknown) => {
    if (error instanceof ExportAbandoned) return;
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
