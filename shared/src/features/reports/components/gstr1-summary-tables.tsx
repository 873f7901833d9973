import type { Gstr1DocumentRow, Gstr1SummaryRow } from '@firm/shared/domain/gstr1';
import { DataTable, type DataTableColumn } from '@firm/shared/ui';
import { moneyCell } from './money-cards';

// The GSTR-1 screen's two tables: each table of the return with its records, value and tax
// heads, and Table 13's document ranges with the numbers cancelled.

const money = (id: string, label: string, pick: (r: Gstr1SummaryRow) => number | null, hide = false): DataTableColumn<Gstr1SummaryRow> => ({
  id,
  label,
  align: 'right',
  figure: true,
  card: 'field',
  hideOnMobile: hide,
  render: (r) => {
    const paise = pick(r);
    return paise === null ? '—' : moneyCell(paise);
  },
});

const TABLE_COLUMNS: DataTableColumn<Gstr1SummaryRow>[] = [
  { id: 'table', label: 'Table', card: 'title', render: (r) => r.label },
  { id: 'records', label: 'Records', align: 'right', figure: true, card: 'field', render: (r) => r.records },
  money('value', 'Value', (r) => r.value_paise, true),
  money('taxable', 'Taxable Value', (r) => r.taxable_paise),
  money('igst', 'IGST', (r) => r.igst_paise),
  money('cgst', 'CGST', (r) => r.cgst_paise),
  money('sgst', 'SGST/UTGST', (r) => r.sgst_paise),
  money('cess', 'Cess', (r) => r.cess_paise, true),
];

type TablesProps = { rows: readonly Gstr1SummaryRow[]; loading: boolean; error: string | null; onRetry: () => void };

export function Gstr1TablesTable({ rows, loading, error, onRetry }: TablesProps) {
  return (
    <DataTable
      ariaLabel="GSTR-1 tables"
      rows={rows}
      columns={TABLE_COLUMNS}
      getRowId={(r) => r.table}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="Choose a GSTIN and a return period."
      pageSize={25}
      rowsPerPageOptions={[25]}
    />
  );
}

const DOCUMENT_COLUMNS: DataTableColumn<Gstr1DocumentRow>[] = [
  { id: 'document', label: 'Nature of Document', card: 'title', render: (r) => r.document },
  { id: 'from', label: 'Sr. No. From', card: 'field', figure: true, render: (r) => r.from },
  { id: 'to', label: 'Sr. No. To', card: 'field', figure: true, render: (r) => r.to },
  { id: 'total', label: 'Total Number', align: 'right', card: 'field', figure: true, render: (r) => r.total },
  { id: 'cancelled', label: 'Cancelled', align: 'right', card: 'field', figure: true, render: (r) => r.cancelled },
  { id: 'net', label: 'Net Issued', align: 'right', card: 'field', figure: true, render: (r) => r.net_issued },
];

export function Gstr1DocumentsTable({ rows, loading }: { rows: readonly Gstr1DocumentRow[]; loading: boolean }) {
  return (
    <DataTable
      ariaLabel="GSTR-1 documents issued"
      rows={rows}
      columns={DOCUMENT_COLUMNS}
      getRowId={(r) => `${r.document}:${r.from}`}
      loading={loading}
      emptyText="No invoices or credit notes were issued under this GSTIN in the period."
    />
  );
}
