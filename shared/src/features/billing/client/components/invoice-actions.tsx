import { useState, type ReactNode } from 'react';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import type { ClientInvoice } from '@firm/shared/domain/client-portal';
import { downloadPdf, lazyDialog, notify } from '@firm/shared/ui';

const UpiPayDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './upi-pay-dialog').then((m) => m.UpiPayDialog));

export type InvoiceActionsProps = {
  invoice: ClientInvoice;
  /** The number of the invoice being paid, if any: its Pay button waits. */
  paying: string | null;
  onPay: (invoice: ClientInvoice) => void;
};

/** Words of our own: the spec does not show the client's download action. */
export const PDF_NOT_AVAILABLE = 'Invoice PDF not available.';
export const RECEIPT_NOT_AVAILABLE = 'Receipt PDF not available.';

/** The PDFs need the bearer token: fetched through the shared client as a blob and saved under their number. */
function download(url: string, documentNumber: string, failure: string) {
  downloadPdf(url, documentNumber).catch(() => notify({ title: 'Error', message: failure, variant: 'error' }));
}

type IconActionProps = { title: string; ariaLabel?: string; onClick: () => void; children: ReactNode };

/** A small icon button with its tooltip; its accessible name is the tooltip's unless told otherwise. */
function IconAction({ title, ariaLabel = title, onClick, children }: IconActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={ariaLabel} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The row's download icon, one per online-payment receipt, and Pay where the server says the invoice can be paid. */
export function InvoiceActions({ invoice, paying, onPay }: InvoiceActionsProps) {
  const downloadLabel = `Download invoice ${invoice.invoice_number}`;
  const [upiOpen, setUpiOpen] = useState(false);
  const upiLink = invoice.upi_link;
  return (
    // In a squeezed table (a 1280 px laptop) Pay goes under the icons rather than widen the row.
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', 'td &': { flexWrap: 'wrap' } }}>
      <IconAction title={downloadLabel} onClick={() => download(invoice.invoice_url, invoice.invoice_number, PDF_NOT_AVAILABLE)}>
        <FileDownloadOutlined fontSize="small" />
      </IconAction>
      {invoice.receipts.map((receipt) => {
        const label = `Download receipt ${receipt.receipt_number}`;
        return (
          <IconAction
            key={receipt.receipt_url}
            title={label}
            onClick={() => download(receipt.receipt_url, receipt.receipt_number, RECEIPT_NOT_AVAILABLE)}
          >
            <ReceiptOutlined fontSize="small" />
          </IconAction>
        );
      })}
      {upiLink ? (
        <IconAction title="Pay by UPI" ariaLabel={`UPI code for invoice ${invoice.invoice_number}`} onClick={() => setUpiOpen(true)}>
          <QrCode2 fontSize="small" />
        </IconAction>
      ) : null}
      {upiLink && upiOpen ? <UpiPayDialog invoice={{ ...invoice, upi_link: upiLink }} open onClose={() => setUpiOpen(false)} /> : null}
      {invoice.can_pay ? (
        <Button
          size="small"
          variant="contained"
          aria-label={`Pay invoice ${invoice.invoice_number}`}
          disabled={paying !== null}
          onClick={() => onPay(invoice)}
        >
          Pay
        </Button>
      ) : null}
    </Stack>
  );
}
