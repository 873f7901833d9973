import { PassThrough, type Readable } from 'node:stream';
import type ExcelJSModule from 'exceljs';
import {
  ASSIGNMENT_LABELS,
  REPORT_WORKFLOW_LABELS,
  reportColumnLabel,
  STATUS_GROUP_LABELS,
  type ProjectReportRow,
  type ReportColumn,
  type ReportExportFormat,
} from '@firm/shared/domain/report';
import { indianDay } from '@firm/shared/domain/calendar';

// The report's rows as a file, written while the rows are read (a batch at a time): the server never holds
// the whole report. CSV: RFC 4180, UTF-8 with a BOM (Excel then reads the rupee sign and Indian names right),
// cells that a spreadsheet would run as a formula neutralised. XLSX: exceljs' streaming writer; its cells are
// typed values (text, dates), never formulas, so nothing a user typed is evaluated when the file opens.

export const EXPORT_CONTENT_TYPES: Record<ReportExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** What a column holds: text (user's words), a calendar day, paise, a count, or a rate in basis points. */
export type ExportKind = 'text' | 'day' | 'money' | 'count' | 'rate';
export type ExportColumn<Row> = {
  header: string;
  kind: ExportKind;
  /** text: the words; day: 'YYYY-MM-DD' or null; money: paise; count: a whole number; rate: basis points. */
  value: (row: Row) => string | number | null;
  width?: number;
};
/** One sheet of the file: its columns and its rows, read a batch at a time. CSV writes the first sheet only. */
export type ExportSheet<Row> = { name: string; columns: readonly ExportColumn<Row>[]; batches: AsyncIterable<Row[]> };
type AnySheet = { name: string; columns: readonly ExportColumn<unknown>[]; batches: AsyncIterable<unknown[]> };
/** A sheet of any row type, for a file of several. */
export const sheetOf = <Row>(sheet: ExportSheet<Row>): AnySheet => sheet as unknown as AnySheet;

/** Rows already read (one month of GST figures), as one batch. */
export async function* inOneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  if (rows.length) yield rows;
}

/** Paise as a plain decimal for CSV: 123456 → '1234.56', -5000 → '-50.00' (no grouping: spreadsheets read it as a number). */
export function decimalOf(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Projects report: the cell of each screen column (created and completed on India's day). */
function projectColumn(column: ReportColumn, labelRole: 'employee' | 'staff'): ExportColumn<ProjectReportRow> {
  const header = reportColumnLabel(column, labelRole);
  const width = column === 'name' || column === 'client' ? 32 : 18;
  const text = (value: (row: ProjectReportRow) => string): ExportColumn<ProjectReportRow> => ({ header, width, kind: 'text', value });
  const day = (value: (row: ProjectReportRow) => string | null): ExportColumn<ProjectReportRow> => ({ header, width, kind: 'day', value });
  switch (column) {
    case 'name':
      return text((r) => r.name);
    case 'client':
      return text((r) => r.client);
    case 'service_category':
      return text((r) => r.service_category);
    case 'assignment':
      return text((r) => ASSIGNMENT_LABELS[r.assignment_status]);
    case 'workflow':
      return text((r) => REPORT_WORKFLOW_LABELS[r.workflow_status]);
    case 'group':
      return text((r) => STATUS_GROUP_LABELS[r.workflow_status_group]);
    case 'assignee':
      return text((r) => r.assignee_name ?? 'Unassigned');
    case 'due':
      return day((r) => r.due_date);
    case 'created':
      return day((r) => indianDay(new Date(r.created_at)));
    case 'completed':
      return day((r) => (r.completed_at ? indianDay(new Date(r.completed_at)) : null));
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
export class ExportAbandoned extends Error {}

/** Waits until `out` takes more; a stream closed meanwhile (the caller left) ends the export instead of waiting forever. */
export async function roomIn(out: PassThrough): Promise<void> {
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

/** A cell as CSV text: words neutralised and quoted; numbers the server wrote are plain (a negative amount is not a formula). */
function csvCell(column: ExportColumn<unknown>, row: unknown): string {
  const value = column.value(row);
  if (value === null || value === '') return '';
  switch (column.kind) {
    case 'money':
      return decimalOf(Number(value));
    case 'count':
      return String(value);
    case 'rate':
      return String(Number(value) / 100);
    default:
      return csvField(String(value));
  }
}

async function writeCsv(out: PassThrough, sheets: readonly AnySheet[]) {
  const sheet = sheets[0]!;
  out.write(`\uFEFF${csvLine(sheet.columns.map((c) => c.header))}`);
  for await (const batch of sheet.batches) {
    await roomIn(out);
    out.write(batch.map((row) => `${sheet.columns.map((c) => csvCell(c, row)).join(',')}\r\n`).join(''));
  }
  out.end();
}

const dayAsDate = (day: string) => new Date(`${day}T00:00:00Z`);
const NUMBER_FORMATS: Partial<Record<ExportKind, string>> = { day: 'dd-mm-yyyy', money: '#,##0.00', count: '0', rate: '0.##' };

/** A cell as a typed XLSX value: never a formula, whatever the text says. */
function xlsxCell(column: ExportColumn<unknown>, row: unknown): string | number | Date | null {
  const value = column.value(row);
  if (value === null || value === '') return null;
  switch (column.kind) {
    case 'day':
      return dayAsDate(String(value));
    case 'money':
      return Number(value) / 100;
    case 'rate':
      return Number(value) / 100;
    case 'count':
      return Number(value);
    default:
      return String(value);
  }
}

async function writeXlsx(out: PassThrough, sheets: readonly AnySheet[]) {
  // Shared strings would keep every distinct text in memory until the end: inline strings keep it flat.
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name);
    sheet.columns = s.columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width ?? (c.kind === 'text' ? 24 : 16),
      ...(NUMBER_FORMATS[c.kind] ? { style: { numFmt: NUMBER_FORMATS[c.kind] } } : {}),
    }));
    for await (const batch of s.batches) {
      await roomIn(out);
      for (const row of batch) sheet.addRow(s.columns.map((c) => xlsxCell(c, row))).commit();
    }
    sheet.commit();
  }
  await workbook.commit();
}

let excelJs: Promise<typeof ExcelJSModule> | undefined;

/**
 * exceljs, loaded on the first spreadsheet written rather than at start-up: it brings about 740 modules
 * (jszip, archiver, unzipper, …), 40% of what the server loads, which every server test file paid for
 * (about a second of CPU each) and which only the Excel downloads use.
 */
export function loadExcelJs(): Promise<typeof ExcelJSModule> {
  excelJs ??= import('exceljs').then((module) => module.default);
  return excelJs;
}

/** The file as a stream, sheet by sheet; a failure while reading rows ends the stream with that error (the download breaks off). */
export function exportSheets(format: ReportExportFormat, sheets: readonly AnySheet[], onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(out, sheets).catch((error: unknown) => {
    if (error instanceof ExportAbandoned) return;
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** The Projects report's file: one sheet 'Projects' with the caller's screen columns. */
export function exportStream(
  format: ReportExportFormat,
  batches: Batches,
  columns: readonly ReportColumn[],
  labelRole: 'employee' | 'staff',
  onError: (error: unknown) => void,
): Readable {
  return exportSheets(format, [sheetOf({ name: 'Projects', columns: columns.map((c) => projectColumn(c, labelRole)), batches })], onError);
}
