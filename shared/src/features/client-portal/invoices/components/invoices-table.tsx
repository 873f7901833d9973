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

function DueDate({ invoice }: { invoice: ClientInvoice }) {
  if (!invoice.overdue) return <>{formatDate(invoice.due_date)}</>;
  return (
    // The label under the date: beside it, it made the row too wide for a laptop.
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>{formatDate(invoice.due_date)}</span>
      <Chip size="small" color="error" label="Overdue" sx={{ fontWeight: 600 }} />
    </Stack>
  );
}

/**
 * Issue 24: money received beyond the invoice's total is the client's: the firm owes it back until it is
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
 * The amount credited now and, under it, each credit note cancelled in error (issue 29): its credit is no
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
          <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {n.credit_note_number}
          </Box>
          <Chip size="small" variant="outlined" label="Cancelled" />
        </Stack>
      ))}
    </Stack>
  );
}

const creditColumn: Column = {
  ...money('credit', 'Credit Note', (i) => i.credit_note_paise, 'field'),
  render: (i) => <CreditNotes invoice={i} />,
};

/** Names wrap (and keep some room); figures, dates and actions do not: on a laptop the row fits, Pay included. */
const wraps = (render: (invoice: ClientInvoice) => ReactNode) => (invoice: ClientInvoice) => (
  <Box sx={{ minWidth: 120 }}>{render(invoice)}</Box>
);

/**
 * Spec 02 §2.7: Unpaid and Paid share columns; Partial shows Total Amount, Paid Amount and Outstanding. On a
 * phone's card (issue 28): the number, the project, the amounts with what is still due, status, dates, and
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
      figure: true,
      render: (i) => (
        <Box>
          <Box sx={{ fontWeight: 600 }}>{i.invoice_number}</Box>
          {i.einvoice ? <InvoiceIrn einvoice={i.einvoice} /> : null}
        </Box>
      ),
    },
    // The signed-in client's own name on every row: the first column to give up its room below a wide screen.
    { id: 'client', label: 'Client Name', hideBelowWide: true, render: wraps((i) => i.client_name) },
    { id: 'project', label: 'Project Name', card: 'field', render: wraps((i) => i.task_name) },
    ...amounts,
    {
      id: 'status',
      label: 'Status',
      card: 'field',
      render: (i) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" label={CLIENT_INVOICE_STATUS_LABELS[i.status]} color={STATUS_COLOR[i.status]} sx={{ fontWeight: 600 }} />
          <RefundState invoice={i} />
        </Stack>
      ),
    },
    { id: 'date', label: 'Invoice Date', card: 'field', figure: true, render: (i) => formatDate(i.invoice_date) },
    { id: 'due', label: 'Due Date', card: 'field', figure: true, render: (i) => <DueDate invoice={i} /> },
    { id: 'actions', label: 'Actions', card: 'actions', figure: true, render: actions },
  ];
}

const overdueSx: SxProps<Theme> = {
  bgcolor: (theme) => alpha(theme.palette.error.main, 0.08),
  '& .MuiTableCell-root, & dd': { color: 'error.dark' },
};

/** Spec 02 §2.7: 'Page X of Y (N total invoices)' with Previous and Next, only when there is more than one page. */
const INVOICE_PAGER: PageLabel = {
  ariaLabel: 'Invoice pages',
  text: ({ page, pages, count }) => `Page ${formatNumber(page)} of ${formatNumber(pages)} (${formatNumber(count)} total invoices)`,
};

/** One page of the tab's invoices, newest first as the server sends them; an overdue row is red. Cards on a phone or a tablet. */
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
      cardsBelow="md"
    />
  );
}
