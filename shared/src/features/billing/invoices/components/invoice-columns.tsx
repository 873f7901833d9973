import { Fragment } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDate } from '@firm/shared/domain/format';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import type { InvoiceListRow, InvoiceTab } from '@firm/shared/domain/invoice';
import { nowrapColumn, openLinkColumn, type DataTableColumn } from '@firm/shared/ui';
import { EinvoiceChip } from '../../components/einvoice-state';
import { InvoiceAging } from './invoice-aging';
import { InvoiceStatusChip, RefundDueChip } from './invoice-status-chip';

export type InvoiceRowActions = {
  onView: (invoice: InvoiceListRow) => void;
  onViewPdf: (invoice: InvoiceListRow) => void;
  onDownloadPdf: (invoice: InvoiceListRow) => void;
};

const money = (paise: number) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {formatPaiseIndian(paise)}
  </Box>
);

/**
 * Spec 02 §2.2's columns: Aging on Current, Created Date on History, Excess Received on Refund due. Every column but Actions sorts on the
 * server by the key of its id (Aging by the due day); the `sortValue`s only mark the heads as sortable.
 */
/** Runs of 8 or more digits get a line-break opportunity (<wbr>) every 6 digits; copying the text is unchanged. */
function breakableDigits(text: string) {
  return text.split(/(\d{8,})/).map((part, i) =>
    /^\d{8,}$/.test(part) ? (
      <Fragment key={i}>
        {part.match(/\d{1,6}/g)!.map((chunk, j) => (
          <Fragment key={j}>
            {j > 0 ? <wbr /> : null}
            {chunk}
          </Fragment>
        ))}
      </Fragment>
    ) : (
      part
    ),
  );
}

export function invoiceColumns(tab: InvoiceTab, today: string, actions: InvoiceRowActions): DataTableColumn<InvoiceListRow>[] {
  const last: DataTableColumn<InvoiceListRow> =
    tab === 'refund_due'
      ? // Refund due: what was received beyond the total and is still to be paid back.
        { id: 'excess', label: 'Excess Received', align: 'right', render: (r) => money(r.excess_paise) }
      : tab === 'current'
        ? {
            id: 'due',
            label: 'Aging',
            render: (r) => <InvoiceAging status={r.payment_status} dueDate={r.due_date} today={today} />,
            sortValue: (r) => r.due_date,
          }
        : nowrapColumn({
            id: 'created',
            label: 'Created Date',
            text: (r) => formatDate(r.created_at),
            sortValue: (r) => r.created_at,
            hideOnMobile: true,
          });
  return [
    openLinkColumn('number', 'Invoice ID', (r) => r.invoice_number, actions.onView),
    { id: 'customer', label: 'Customer', render: (r) => r.customer, sortValue: (r) => r.customer },
    {
      id: 'project',
      label: 'Project Name',
      // A long reference number in the name may break rather than widen the table; words stay whole.
      render: (r) => breakableDigits(r.task_name),
      sortValue: (r) => r.task_name,
      hideOnMobile: true,
    },
    { id: 'amount', label: 'Invoice Amount', align: 'right', render: (r) => money(r.total_paise), sortValue: (r) => r.total_paise },
    {
      id: 'credit',
      label: 'Credit Note',
      align: 'right',
      render: (r) => money(r.credited_paise),
      sortValue: (r) => r.credited_paise,
      hideOnMobile: true,
    },
    {
      id: 'due_amount',
      label: 'Amount Due',
      align: 'right',
      render: (r) => money(r.amount_due_paise),
      sortValue: (r) => r.amount_due_paise,
    },
    {
      id: 'status',
      label: 'Status',
      render: (r) => (
        // Stacked: the IRN's chip under the status keeps the column as narrow as its widest chip.
        <Box
          sx={{
            display: 'inline-flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 0.5,
            // A two-word chip ("IRN registered") may take two lines rather than push Actions off a 1280 px screen.
            '& .MuiChip-root': { height: 'auto', minHeight: 24 },
            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
          }}
        >
          <InvoiceStatusChip status={r.admin_status} />
          <RefundDueChip excessPaise={r.excess_paise} />
          <EinvoiceChip status={r.einvoice_status} />
        </Box>
      ),
      sortValue: (r) => r.admin_status,
    },
    last,
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (r) => (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title="View Details">
            <IconButton size="small" onClick={() => actions.onView(r)} aria-label={`View details of ${r.invoice_number}`}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="View Invoice PDF">
            <IconButton size="small" onClick={() => actions.onViewPdf(r)} aria-label={`View Invoice PDF of ${r.invoice_number}`}>
              <PictureAsPdfIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Download PDF">
            <IconButton size="small" onClick={() => actions.onDownloadPdf(r)} aria-label={`Download PDF of ${r.invoice_number}`}>
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];
}
