import { Box, IconButton, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDate } from '@firm/shared/domain/format';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import type { CreditNote } from '@firm/shared/domain/credit-note';
import { openLinkColumn, type DataTableColumn } from '@firm/shared/ui';
import { EinvoiceChip } from '../../components/einvoice-state';
import { CreditNoteStatus } from './credit-note-status';

const nowrap = { whiteSpace: 'nowrap' } as const;
const money = (paise: number) => (
  <Box component="span" sx={nowrap}>
    {formatPaiseIndian(paise)}
  </Box>
);

/** The SGST column shows a Union Territory's UTGST under its own name. */
function stateTax(note: CreditNote) {
  if (note.state_tax_name === 'UTGST' && note.sgst_paise > 0) {
    return (
      <Box component="span" sx={nowrap}>
        {formatPaiseIndian(note.sgst_paise)} (UTGST)
      </Box>
    );
  }
  return money(note.sgst_paise);
}

/**
 * Spec 02 §2.3's columns. The heads with a `sortValue` sort on the server by the key of their id (the
 * rows arrive sorted); the tax heads do not sort (the server has no key for them).
 */
export function creditNoteColumns(
  onView: (note: CreditNote) => void,
  onDownload: (note: CreditNote) => void,
  onCancel: (note: CreditNote) => void,
): DataTableColumn<CreditNote>[] {
  return [
    openLinkColumn('number', 'Credit Note Number', (n) => n.credit_note_number, onView),
    { id: 'customer', label: 'Customer Name', render: (n) => n.client_name, sortValue: (n) => n.client_name },
    {
      id: 'invoice',
      label: 'Invoice Number',
      render: (n) => <Box sx={nowrap}>{n.invoice_number}</Box>,
      sortValue: (n) => n.invoice_number,
      hideOnMobile: true,
    },
    {
      id: 'invoice_amount',
      label: 'Invoice Amount',
      align: 'right',
      render: (n) => money(n.invoice_total_paise),
      sortValue: (n) => n.invoice_total_paise,
      hideOnMobile: true,
    },
    { id: 'amount', label: 'Credit Note Amount', align: 'right', render: (n) => money(n.total_paise), sortValue: (n) => n.total_paise },
    // The taxes show from a wide screen up; below it the credit note's details give them (cut at 1280 px).
    { id: 'cgst', label: 'CGST', align: 'right', render: (n) => money(n.cgst_paise), hideBelowWide: true },
    { id: 'sgst', label: 'SGST', align: 'right', render: stateTax, hideBelowWide: true },
    { id: 'igst', label: 'IGST', align: 'right', render: (n) => money(n.igst_paise), hideBelowWide: true },
    {
      id: 'status',
      label: 'Status',
      // An e-invoiced credit note's IRN state beside its own, as on the invoices.
      render: (n) => (
        <Box sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
          <CreditNoteStatus status={n.status} />
          <EinvoiceChip status={n.einvoice?.status ?? null} />
        </Box>
      ),
      sortValue: (n) => n.status,
    },
    {
      id: 'date',
      label: 'Credit Note Date',
      render: (n) => (
        <Box component="span" sx={nowrap}>
          {formatDate(n.credit_note_date)}
        </Box>
      ),
      sortValue: (n) => n.credit_note_date,
      hideOnMobile: true,
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (n) => (
        <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
          <Tooltip title="View details">
            <IconButton size="small" onClick={() => onView(n)} aria-label={`View credit note ${n.credit_note_number}`}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {/* Spec 02 §2.3: only when the credit note has a document. */}
          {n.creditnote_url ? (
            <Tooltip title="Download PDF">
              <IconButton size="small" onClick={() => onDownload(n)} aria-label={`Download PDF of credit note ${n.credit_note_number}`}>
                <PictureAsPdfIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {/* A credit note issued in error is cancelled, with the reason asked first. */}
          {n.status === 'issued' ? (
            <Tooltip title="Cancel credit note">
              <IconButton size="small" color="error" onClick={() => onCancel(n)} aria-label={`Cancel credit note ${n.credit_note_number}`}>
                <BlockIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      ),
    },
  ];
}
