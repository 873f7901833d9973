import type { ReactNode } from 'react';
import { alpha, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import {
  CLIENT_INVOICE_STATUS_LABELS,
  formatDate,
  formatPaise,
  invoiceRefundMessages,
  type ClientInvoice,
  type ClientInvoiceStatus,
} from '@firm/shared/domain';
import { InvoiceActions } from './invoice-actions';

export type InvoiceTab = ClientInvoiceStatus;

export type InvoicesTableProps = {
  tab: InvoiceTab;
  rows: readonly ClientInvoice[];
  emptyText: string;
  ariaLabel: string;
  paying: string | null;
  onPay: (invoice: ClientInvoice) => void;
};

type Column = { id: string; label: string; numeric?: boolean; cell: (invoice: ClientInvoice) => ReactNode };

const STATUS_COLOR: Record<ClientInvoiceStatus, 'warning' | 'info' | 'success'> = {
  unpaid: 'warning',
  partially_paid: 'info',
  paid: 'success',
};

const money = (label: string, paise: (invoice: ClientInvoice) => number): Column => ({
  id: label,
  label,
  numeric: true,
  cell: (invoice) => formatPaise(paise(invoice)),
});

function DueDate({ invoice }: { invoice: ClientInvoice }) {
  if (!invoice.overdue) return <>{formatDate(invoice.due_date)}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
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

/** Spec 02 §2.7: Unpaid and Paid share columns; Partial shows Total Amount, Paid Amount and Outstanding. */
function columnsOf(tab: InvoiceTab, actions: (invoice: ClientInvoice) => ReactNode): Column[] {
  const amounts =
    tab === 'partially_paid'
      ? [
          money('Total Amount', (i) => i.total_paise),
          money('Credit Note', (i) => i.credit_note_paise),
          money('Paid Amount', (i) => i.paid_paise),
          money('Outstanding', (i) => i.outstanding_paise),
        ]
      : [money('Amount', (i) => i.total_paise), money('Credit Note', (i) => i.credit_note_paise)];
  return [
    { id: 'number', label: 'Invoice Number', cell: (i) => i.invoice_number },
    { id: 'client', label: 'Client Name', cell: (i) => i.client_name },
    { id: 'project', label: 'Project Name', cell: (i) => i.task_name },
    ...amounts,
    {
      id: 'status',
      label: 'Status',
      cell: (i) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={CLIENT_INVOICE_STATUS_LABELS[i.status]} color={STATUS_COLOR[i.status]} sx={{ fontWeight: 600 }} />
          <RefundState invoice={i} />
        </Stack>
      ),
    },
    { id: 'date', label: 'Invoice Date', cell: (i) => formatDate(i.invoice_date) },
    { id: 'due', label: 'Due Date', cell: (i) => <DueDate invoice={i} /> },
    { id: 'actions', label: 'Actions', cell: actions },
  ];
}

/** One page of the tab's invoices, newest first as the server sends them; an overdue row is red. */
export function InvoicesTable({ tab, rows, emptyText, ariaLabel, paying, onPay }: InvoicesTableProps) {
  const columns = columnsOf(tab, (invoice) => <InvoiceActions invoice={invoice} paying={paying} onPay={onPay} />);
  return (
    // A narrow screen scrolls the table sideways: keyboard users reach that scroll through focus.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={`${ariaLabel}, scrollable`}
      sx={{ overflowX: 'auto' }}
    >
      {/* Names wrap, figures, dates and actions do not: on a laptop the row fits, Pay included. */}
      <Table
        size="small"
        aria-label={ariaLabel}
        sx={{
          '& .MuiTableCell-root': { px: { xs: 1, sm: 1.5 }, whiteSpace: 'nowrap' },
          '& .MuiTableCell-root.wraps': { whiteSpace: 'normal', minWidth: 120 },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.numeric ? 'right' : 'left'}
                className={column.id === 'client' || column.id === 'project' ? 'wraps' : undefined}
                sx={{ fontWeight: 700 }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((invoice) => (
            <TableRow
              key={invoice.invoice_id}
              hover
              data-overdue={invoice.overdue || undefined}
              sx={
                invoice.overdue
                  ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08), '& .MuiTableCell-root': { color: 'error.dark' } }
                  : undefined
              }
            >
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.numeric ? 'right' : 'left'}
                  className={column.id === 'client' || column.id === 'project' ? 'wraps' : undefined}
                  sx={column.id === 'number' ? { fontWeight: 600 } : undefined}
                >
                  {column.cell(invoice)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 6 }}>
                <Typography color="text.secondary">{emptyText}</Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
