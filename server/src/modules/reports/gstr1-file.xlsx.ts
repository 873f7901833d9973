import { PassThrough, type Readable } from 'node:stream';
import type { Cell, Gstr1StreamedSheet } from '@firm/shared/domain/gstr1';
import { ExportAbandoned, loadExcelJs, roomIn } from './reports.export';

// The offline tool's Excel layout, streamed: per sheet the title (row 1), the summary's labels and values
// (rows 2-3), the template's header row (row 4), then one row per document line, read a batch at a time for
// the listing sheets. Cells are typed values
// (numbers as numbers, texts as inline strings): nothing is ever written as a formula.

const ROWS_PER_TURN = 2_000;

async function write(out: PassThrough, sheets: readonly Gstr1StreamedSheet[]) {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name);
    sheet.columns = s.headers.map((_, i) => ({ key: String(i), width: i === 0 ? 28 : 18 }));
    sheet.addRow([s.title]).commit();
    sheet.addRow(s.summary.map((x) => x.label)).commit();
    sheet.addRow(s.summary.map((x) => x.value)).commit();
    const header = sheet.addRow([...s.headers]);
    header.font = { bold: true };
    header.commit();
    const rows = s.rows();
    let n = 0;
    const add = async (row: Cell[]) => {
      sheet.addRow(row).commit();
      // A turn every few thousand rows lets the zip writer compress what the sheet has written so far.
      if (++n % ROWS_PER_TURN === 0) await roomIn(out);
    };
    // The listing sheets' rows are read as the sheet is written, a batch at a time.
    if (Symbol.asyncIterator in rows) for await (const batch of rows) for (const row of batch) await add(row);
    else for (const row of rows) await add(row);
    sheet.commit();
  }
  await workbook.commit();
}

export function gstr1XlsxStream(sheets: readonly Gstr1StreamedSheet[], onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  write(out, sheets).catch((error: unknown) => {
    if (error instanceof ExportAbandoned) return;
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
