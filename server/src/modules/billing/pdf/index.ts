// The billing area's PDF kit: invoice, credit note and receipt PDFs, and how an issued document is served.

export { renderInvoicePdf, type EinvoicePrint, type InvoiceDocument } from './invoice.pdf';
export { renderCreditNotePdf } from './credit-note.pdf';
export { renderReceiptPdf } from './receipt.pdf';
export { cancelledDocument, issuedPdfAnswer, sendIssuedDocument, storeIssuedPdf } from './issued-document';
export { taxHeadsOf } from './tax-heads';
export { documentPartiesOf, documentRecipientOf, documentSupplierOf } from './recipient';
export { warmBillingFonts } from './fonts';
