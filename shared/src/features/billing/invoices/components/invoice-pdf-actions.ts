import { invoiceMessages } from '@firm/shared/domain/invoice';
import { downloadPdf, notify, openPdf } from '@firm/shared/ui';

type PdfOf = { invoice_url: string; invoice_number: string };

const missing = () => notify({ variant: 'error', message: invoiceMessages.pdfMissing });

/** Spec 02 §2.2: the PDF in a new tab, else 'Invoice PDF not available.' (no URL, or the server has none). */
export function viewInvoicePdf(invoice: PdfOf) {
  openPdf(invoice.invoice_url, invoice.invoice_number).catch(missing);
}

export function saveInvoicePdf(invoice: PdfOf) {
  downloadPdf(invoice.invoice_url, invoice.invoice_number).catch(missing);
}
