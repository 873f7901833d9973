import type { ReactNode } from 'react';
import { alpha, Box, Chip, Stack, type SxProps, type Theme } from '@mui/material';
import {
  CLIENT_INVOICE_TABS,
  CLIENT_INVOICE_STATUS_LABELS,
  type ClientInvoice,
  type ClientInvoiceStatus,
} from '@firm/shared/domain/client-portal';
import { formatDate, formatNumber, formatPaise } from '@firm/shared/domain/format';
import { invoiceRefundMessages } from '@firm/shared/domain/invoice';
import { DataTable, type DataTableColumn, type PageLabel, type ServerPaging } from '@firm/shared/ui';
import { InvoiceActions } from './invoice-actions';
import { InvoiceIrn } from './invoice-irn';

export type InvoiceTab = (typeof CLIENT_INVOICE_TABS)[number];

export type InvoicesTableProps = {
  tab: InvoiceTab;
  rows: readonly ClientInvoice[];
  emptyText: string;
  ariaLabel: string;
  paying: string | null;
  onPay: (invoice: ClientInvoice) => void;
  /** The page the server sent, and where Previous and Next go. */
  paging: ServerPaging;
};

type Column = DataTableColumn<ClientInvoice>;

const STATUS_COLOR: Record<ClientInvoiceStatus, 'warning' | 'info' | 'success' | 'default'> = {
  unpaid: 'warning',
  partially_paid: 'info',
  paid: 'success',
  cancelled: 'default',
};

const money = (id: string, label: string, paise: (invoice: ClientInvoice) => number, card?: 'field'): Column => ({
  id,
  label,
  align: 'right',
  figure: true,
  card,
  render: (invoice) => formatPaise(paise(invoice)),
});

/** '17 Nov 2026', which a squeezed column may break before the year only. */
const dayOf = (day: string) => formatDate(day).replace(' ', '\u00a0');

function DueDate({ invoice }: { invoice: ClientInvoice }) {
  if (!invoice.overdue) return <>{dayOf(invoice.due_date)}</>;
  return (
    // The label under the date: beside it, it made the row too wide for a laptop.
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>{dayOf(invoice.due_date)}</span>
      <Chip size="small" color="error" label="Overdue" sx={{ fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }} />
    </Stack>
  );
}

/**
 * An invoice's or credit note's number on one line where there is room; squeezed (1280 px), it breaks
 * only before its serial, 'INV/2026-27/' over '0003', and a reader who copies it still gets it whole.
 */
function DocumentNumber({ number }: { number: string }) {
  const cut = number.lastIndexOf('/') + 1;
  if (cut <= 0 || cut === number.length) return <Box sx={{ whiteSpace: 'nowrap' }}>{number}</Box>;
  return (
    <Box sx={{ '& > span': { whiteSpace: 'nowrap' } }}>
      <span>{number.slice(0, cut)}</span>
      <wbr />
      <span>{number.slice(cut)}</span>
    </Box>
  );
}

/**
 * Money received beyond the invoice's total is the client's: the firm owes it back until it is
 * refunded. Said beside the status, with the amount, until then; once refunded, that it was.
 */
function RefundState({ invoice }: { invoice: ClientInvoice }) {
  if (invoice.excess_paise > 0) {
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={`${invoiceRefundMessages.refundDue}: ${formatPaise(invoice.excess_paise)}`}
        title={`${formatPaise(invoice.excess_paise)} was received beyond the invoice amount: the firm will refund it`}
      />
    );
  }
  if (invoice.refunded_paise > 0) {
    return <Chip size="small" variant="outlined" label={`${invoiceRefundMessages.refunded}: ${formatPaise(invoice.refunded_paise)}`} />;
  }
  return null;
}

/**
 * The amount credited now and, under it, each credit note cancelled in error: its credit is no
 * longer in the amount, and the client is told which note that was.
 */
function CreditNotes({ invoice }: { invoice: ClientInvoice }) {
  const cancelled = invoice.credit_notes.filter((n) => n.status === 'cancelled');
  if (cancelled.length === 0) return <>{formatPaise(invoice.credit_note_paise)}</>;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <span>{formatPaise(invoice.credit_note_paise)}</span>
      {cancelled.map((n) => (
        // The number and the chip side by side, wrapping on a narrow card rather than cutting the number.
        <Stack
          key={n.credit_note_number}
          direction="row"
          spacing={0.5}
          title={`Credit note ${n.credit_note_number} of ${formatPaise(n.total_paise)} was cancelled: its credit no longer applies`}
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 }}
        >
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
            <DocumentNumber number={n.credit_note_number} />
          </Box>
          <Chip size="small" variant="outlined" label="Cancelled" />
        </Stack>
      ))}
    </Stack>
  );
}

/** Why the firm cancelled it, and the invoice that replaced it, under the Cancelled status. */
function CancelledNote({ invoice }: { invoice: ClientInvoice }) {
  if (invoice.status !== 'cancelled') return null;
  return (
    <Box sx={{ typography: 'caption', color: 'text.secondary', flexBasis: '100%', maxWidth: 220, whiteSpace: 'normal' }}>
      {invoice.cancel_reason ? <Box>Reason: {invoice.cancel_reason}</Box> : null}
      {invoice.replaced_by ? <Box>Replaced by {invoice.replaced_by}</Box> : null}
    </Box>
  );
}

const creditColumn: Column = {
  ...money('credit', 'Credit Note', (i) => i.credit_note_paise, 'field'),
  render: (i) => <CreditNotes invoice={i} />,
};

/**
 * Names wrap (and keep some room); figures do not. Spec 02 §2.7's eleven columns of the Partial tab fit a
 * 1280 px laptop beside the sidebar only when the rest gives way too where it can: the number before its
 * serial, a status over two lines, a date before its year, the actions under one another.
 */
const wraps = (render: (invoice: ClientInvoice) => ReactNode) => (invoice: ClientInvoice) => (
  // A long unbroken word (a reference number in a Project's name) breaks too rather than widen the table.
  <Box sx={{ minWidth: 80, overflowWrap: 'anywhere' }}>{render(invoice)}</Box>
);

/**
 * Spec 02 §2.7: Unpaid and Paid (and Cancelled) share columns; Partial shows Total Amount, Paid Amount and Outstanding. On a
 * phone's card: the number, the project, the amounts with what is still due, status, dates, and
 * the download and Pay actions; the client's own name is left off the card.
 */
function columnsOf(tab: InvoiceTab, actions: (invoice: ClientInvoice) => ReactNode): Column[] {
  const amounts =
    tab === 'partially_paid'
      ? [
          money('total', 'Total Amount', (i) => i.total_paise, 'field'),
          creditColumn,
          money('paid', 'Paid Amount', (i) => i.paid_paise, 'field'),
          money('outstanding', 'Outstanding', (i) => i.outstanding_paise, 'field'),
        ]
      : [
          money('amount', 'Amount', (i) => i.total_paise, 'field'),
          creditColumn,
          // What a phone's reader needs first; the table's reader sees it as Amount less Credit Note.
          { ...money('due-amount', 'Amount Due', (i) => i.outstanding_paise, 'field'), onlyOnCard: true },
        ];
  return [
    {
      id: 'number',
      label: 'Invoice Number',
      card: 'title',
      render: (i) => (
        <Box>
          <Box sx={{ fontWeight: 600 }}>
            <DocumentNumber number={i.invoice_number} />
          </Box>
          {i.einvoice ? <InvoiceIrn einvoice={i.einvoice} /> : null}
        </Box>
      ),
    },
    // The signed-in client's own name on every row, as spec 02 §2.7 lists it; off the phone's card.
    { id: 'client', label: 'Client Name', render: wraps((i) => i.client_name) },
    { id: 'project', label: 'Project Name', card: 'field', render: wraps((i) => i.task_name) },
    ...amounts,
    {
      id: 'status',
      label: 'Status',
      card: 'field',
      render: (i) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" label={CLIENT_INVOICE_STATUS_LABELS[i.status]} color={STATUS_COLOR[i.status]} sx={statusChipSx} />
          <RefundState invoice={i} />
          <CancelledNote invoice={i} />
        </Stack>
      ),
    },
    { id: 'date', label: 'Invoice Date', card: 'field', render: (i) => dayOf(i.invoice_date) },
    { id: 'due', label: 'Due Date', card: 'field', render: (i) => <DueDate invoice={i} /> },
    { id: 'actions', label: 'Actions', card: 'actions', render: actions },
  ];
}

/** In a table, 'Partially Paid' may take two lines rather than widen the column. */
const statusChipSx: SxProps<Theme> = {
  fontWeight: 600,
  'td &': { height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25, py: 0.25 } },
};

/**
 * Spec 02 §2.7: an overdue row is red, its words too. Doubled (`&&`) to outweigh the table body's own text
 * colour for its cells, which otherwise left only a faint tint on a wide screen.
 */
const overdueSx: SxProps<Theme> = {
  bgcolor: (theme) => alpha(theme.palette.error.main, 0.08),
  '&& > td.MuiTableCell-body, && dd': { color: 'error.dark' },
};

/** From this width the table fits beside the expanded sidebar, in every tab. */
export const TABLE_FROM_PX = 1280;

/** Spec 02 §2.7: 'Page X of Y (N total invoices)' with Previous and Next, only when there is more than one page. */
const INVOICE_PAGER: PageLabel = {
  ariaLabel: 'Invoice pages',
  text: ({ page, pages, count }) => `Page ${formatNumber(page)} of ${formatNumber(pages)} (${formatNumber(count)} total invoices)`,
};

/** One page of the tab's invoices, newest first as the server sends them; an overdue row is red. Cards below a laptop. */
export function InvoicesTable({ tab, rows, emptyText, ariaLabel, paying, onPay, paging }: InvoicesTableProps) {
  const columns = columnsOf(tab, (invoice) => <InvoiceActions invoice={invoice} paying={paying} onPay={onPay} />);
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={(invoice) => invoice.invoice_id}
      ariaLabel={ariaLabel}
      emptyText={emptyText}
      server={paging}
      pager={INVOICE_PAGER}
      rowSx={(invoice) => (invoice.overdue ? overdueSx : undefined)}
      // Cards below the width the widest tab's table fits at (Partial's eleven columns, 1280 px), a table
      // from there up: one look for every tab, whatever its columns.
      cardsBelow={TABLE_FROM_PX}
      cardsWhenTooWide={false}
      compactWhenDense
    />
  );
}
