import ExcelJS from 'exceljs';

/** RFC 4180 read back: quoted fields with doubled quotes, CRLF between records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += ch;
    }
  }
  return records;
}

/** A downloaded XLSX's sheets as rows of plain values (dates as 'YYYY-MM-DD', empty cells as ''). */
export async function readXlsx(payload: Buffer): Promise<Map<string, (string | number)[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheets = new Map<string, (string | number)[][]>();
  workbook.eachSheet((sheet) => {
    const rows: (string | number)[][] = [];
    const width = sheet.getRow(1).cellCount;
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(
        Array.from({ length: width }, (_v, i) => {
          const value = values[i];
          if (value instanceof Date) return value.toISOString().slice(0, 10);
          if (typeof value === 'number') return value;
          return value === undefined || value === null ? '' : String(value);
        }),
      );
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}
