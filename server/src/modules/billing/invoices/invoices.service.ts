import { invoiceTitleOf } from '@firm/shared/domain/einvoice';
import { placeOfSupplyLabel, zeroRatedDeclaration } from '@firm/shared/domain/gst';
import { officePaymentLines, seriesDocumentNumber } from '@firm/shared/domain/offices';
import { seriesOfOffice } from '../../offices';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/unique-violation';
import type { Staff } from '../../../platform/auth';
import type { MailAttachment } from '../../../platform/mail';
import { logInvoiceEvent, updateTaskRow } from '../../tasks';
import { queueMail } from '../../../platform/mail-outbox';
import { documentRecipientOf, renderInvoicePdf, storeIssuedPdf } from '../pdf';
import { invoiceMail, invoiceRecipients } from './invoices.mail';
import { draftInvoice, INVOICE_EXISTS, type InvoiceDraft } from './invoices.draft';
import { insertInvoice, nextSequence, type InvoiceRow } from './invoices.repo';
import { upiPayeeOf } from './upi-payee';
import { upiOfIssue } from './invoices.pdf-of-row';

// Issuing a tax invoice from a closed Project: one transaction takes the Project's row lock,
// checks it may be invoiced, takes the next number of the series, renders the PDF and stores both. Two
// admins generating at once queue on the Project: the second finds the invoice and is refused (409);
// the unique index on task_id stays the last word. The checks and amounts are `draftInvoice`'s, which the
// preview reads too.

/** What the Project's invoice would be, with the same checks as issuing it; writes nothing (the lock ends with the transaction). */
export async function previewInvoice(db: Db, auth: Staff, taskId: number, now: Date): Promise<InvoiceDraft> {
  return db.transaction((tx) => draftInvoice(tx, auth.organizationId, taskId, now));
}

/** The issued invoice and its PDF. */
export type IssuedInvoice = { invoice: InvoiceRow; pdf: MailAttachment };

/**
 * `mail`: queue the invoice for the client's active contacts in the issuing transaction (the route does;
 * the demo data and test set-ups issue quietly). The caller wakes the mailer after commit.
 */
export async function generateInvoice(db: Db, auth: Staff, taskId: number, now: Date, { mail = false } = {}): Promise<IssuedInvoice> {
  try {
    return await db.transaction(async (tx) => {
      const organizationId = auth.organizationId;
      const { year, office, supplierState, tax, einvoiced, values: draft } = await draftInvoice(tx, organizationId, taskId, now);
      // Read before the series' row is locked: every concurrent issue of the firm waits on that lock.
      const recipients = mail ? await invoiceRecipients(tx, { organizationId, clientId: draft.clientId }) : [];
      const payee = await upiPayeeOf(tx, organizationId, office.id);
      // One series per GSTIN: every office of a state issues in its registration's series.
      const series = await seriesOfOffice(tx, organizationId, office.id);
      const sequence = await nextSequence(tx, {
        organizationId,
        officeId: series.seriesOfficeId,
        kind: 'INV',
        financialYear: year.startYear,
      });
      const invoiceNumber = seriesDocumentNumber(series.prefix, 'INV', year, sequence);
      const { invoiceDate, dueDate, sacCode, sacDescription, taskName, serviceDescription } = draft;
      // An e-invoiced invoice is registered with the IRP once committed; its mail waits for the IRN.
      const einvoice = einvoiced ? ({ einvoiceStatus: 'pending', irnMailPending: mail } as const) : {};
      const values = { ...draft, ...einvoice, invoiceNumber, createdBy: auth.id, createdAt: now, updatedAt: now };
      const pdf = await renderInvoicePdf({
        title: invoiceTitleOf(values.taxTreatment),
        number: invoiceNumber,
        date: invoiceDate,
        dueDate,
        supplier: {
          name: values.supplierName,
          address: values.supplierAddress,
          gstin: values.supplierGstin,
          stateName: supplierState.name,
          stateCode: supplierState.code,
        },
        recipient: documentRecipientOf(values),
        placeOfSupply: placeOfSupplyLabel(values.placeOfSupplyCode, values.placeOfSupplyName),
        declaration: zeroRatedDeclaration(tax.supplyType),
        lutReference: values.lutReference,
        line: { sacCode, description: `${taskName} (${sacDescription})`, detail: serviceDescription },
        taxablePaise: tax.taxable,
        heads: tax.heads.map((h) => ({ name: h.name, rateBp: h.rateBp, amountPaise: h.amount })),
        totalPaise: tax.total,
        paymentDetails: officePaymentLines(office),
        upi: upiOfIssue(payee, invoiceNumber, tax.total),
      });
      const fileName = `${invoiceNumber.replace(/\//g, '-')}.pdf`;
      const document = await storeIssuedPdf(tx, organizationId, fileName, pdf, now);
      const invoice = await insertInvoice(tx, { ...values, documentId: document.id });
      // The Project leaves the lists and its amount is fixed from here; its log says by whom and which number.
      await updateTaskRow(tx, organizationId, taskId, { invoiceId: invoice.id, updatedAt: now });
      await logInvoiceEvent(tx, auth, taskId, now, {
        toValue: invoiceNumber,
        description: `Invoice ${invoiceNumber} generated`,
      });
      const attachment = { filename: fileName, contentType: 'application/pdf', content: pdf };
      if (mail && !einvoiced)
        await queueMail(
          tx,
          recipients.map((contact) => invoiceMail(invoice, contact, attachment)),
          now,
        );
      return { invoice, pdf: attachment };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'invoices_task_unique')) throw INVOICE_EXISTS();
    throw error;
  }
}
