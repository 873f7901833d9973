import { creditNoteAmounts, creditNoteMessages as M, type CreditNoteCreate } from '@firm/shared/domain/credit-note';
import { creditNoteDeadline, isCreditNoteAllowed } from '@firm/shared/domain/gst';
import { financialYearOf, indianDay } from '@firm/shared/domain/calendar';
import { formatDate } from '@firm/shared/domain/format';
import { outstandingOf } from '@firm/shared/domain/invoice';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import { einvoiceApplies, einvoiceMessages } from '@firm/shared/domain/einvoice';
import { seriesDocumentNumber } from '@firm/shared/domain/offices';
import type { Db } from '../../../db/database';
import type { Staff } from '../../../platform/auth';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { einvoiceSchemaProblems } from '../einvoice';
import { einvoiceEnabledOf } from '../../../platform/organizations';
import { invoicePayloadOf, nextSequence } from '../invoices';
import { seriesOfOffice } from '../../offices';
import { logInvoiceEvent } from '../../tasks';
import { renderCreditNotePdf, storeIssuedPdf } from '../pdf';
import { addCredited, creditedHeads, findCreditNote, insertCreditNote, lockInvoice, type CreditNoteRow } from './credit-notes.repo';

// Issuing a credit note against an invoice (CGST Act s.34): one transaction locks the invoice,
// checks the time limit and what is still due, computes the tax reversed with `creditNoteAmounts` (the
// same function the Add Credit Note dialog shows), takes the next number of the office's CN series,
// renders the PDF and stores both, and adds the total to the invoice's credited amount. Credit notes on
// one invoice queue on its row lock, so together they never exceed what was due.

/** The invoice's issue day as an instant in India, for the financial-year rules that take one. */
const issuedOn = (invoiceDate: string) => new Date(`${invoiceDate}T12:00:00+05:30`);

export async function createCreditNote(db: Db, auth: Staff, body: CreditNoteCreate, now: Date): Promise<CreditNoteRow> {
  const organizationId = auth.organizationId;
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, organizationId, { id: body.invoice_id, number: body.invoice_number });
    if (!invoice) throw notFound(M.invoiceNotFound);
    // A cancelled invoice has nothing left to credit.
    if (invoice.status === 'cancelled') throw conflict(invoiceCancelMessages.alreadyCancelled, undefined, 'INVOICE_CANCELLED');
    if (!isCreditNoteAllowed(issuedOn(invoice.invoiceDate), now)) {
      const deadline = formatDate(creditNoteDeadline(issuedOn(invoice.invoiceDate)));
      throw conflict(M.deadlinePassed(deadline), undefined, 'CREDIT_NOTE_DEADLINE_PASSED');
    }
    const due = outstandingOf(invoice);
    if (due <= 0) throw conflict(M.nothingDue, undefined, 'INVOICE_NOTHING_DUE');
    const credited = await creditedHeads(tx, organizationId, invoice.id);
    const amounts = creditNoteAmounts(
      {
        supplyType: invoice.supplyType,
        cgstBp: invoice.cgstBp,
        sgstBp: invoice.sgstBp,
        igstBp: invoice.igstBp,
        taxable: invoice.taxablePaise,
        cgst: invoice.cgstPaise,
        sgst: invoice.sgstPaise,
        igst: invoice.igstPaise,
      },
      credited,
      body.credit_note_amount_paise,
    );
    // The total bounds what may still be credited; the taxable value on its own bounds a credit whose
    // tax was capped at what remained of a head.
    if (amounts.total > due || amounts.taxable > invoice.taxablePaise - credited.taxable) {
      const message = M.exceedsDue(due);
      throw badRequest(
        message,
        [{ field: 'credit_note_amount_paise', message, code: 'CREDIT_NOTE_EXCEEDS_DUE' }],
        'CREDIT_NOTE_EXCEEDS_DUE',
      );
    }

    const year = financialYearOf(now);
    // A credit note to a registered client of a firm that e-invoices gets its own IRN (CRN),
    // registered once committed; its JSON is checked first, so one the IRP could never take takes no number.
    const einvoiced =
      (await einvoiceEnabledOf(tx, organizationId)) &&
      einvoiceApplies({
        category: invoice.recipientGstCategory,
        gstin: invoice.recipientGstin,
        supplyType: invoice.supplyType,
        taxTreatment: invoice.taxTreatment,
      });
    // The note is issued in the series of the invoice's registration.
    const series = await seriesOfOffice(tx, organizationId, invoice.officeId);
    const sequence = await nextSequence(tx, { organizationId, officeId: series.seriesOfficeId, kind: 'CN', financialYear: year.startYear });
    const number = seriesDocumentNumber(series.prefix, 'CN', year, sequence);
    const date = indianDay(now);
    if (einvoiced) {
      const note = {
        creditNoteNumber: number,
        creditNoteDate: date,
        taxablePaise: amounts.taxable,
        cgstPaise: amounts.cgst,
        sgstPaise: amounts.sgst,
        igstPaise: amounts.igst,
      };
      const problems = einvoiceSchemaProblems(await invoicePayloadOf(tx, invoice, note));
      if (problems.length > 0) throw conflict(einvoiceMessages.incomplete(problems), undefined, 'EINVOICE_INCOMPLETE');
    }
    const pdf = await renderCreditNotePdf(invoice, { number, date, reason: body.reason, amounts });
    const document = await storeIssuedPdf(tx, organizationId, `${number.replace(/\//g, '-')}.pdf`, pdf, now);
    const note = await insertCreditNote(tx, {
      organizationId,
      invoiceId: invoice.id,
      officeId: invoice.officeId,
      creditNoteNumber: number,
      financialYear: year.startYear,
      creditNoteDate: date,
      reason: body.reason,
      status: 'issued',
      taxablePaise: amounts.taxable,
      cgstPaise: amounts.cgst,
      sgstPaise: amounts.sgst,
      igstPaise: amounts.igst,
      totalPaise: amounts.total,
      einvoiceStatus: einvoiced ? 'pending' : null,
      documentId: document.id,
      createdBy: auth.id,
      createdAt: now,
      updatedAt: now,
    });
    await addCredited(tx, organizationId, invoice.id, amounts.total, now);
    // The invoiced Project's log says who credited what against its invoice.
    await logInvoiceEvent(tx, auth, invoice.taskId, now, {
      toValue: number,
      description: `Credit note ${number} issued against invoice ${invoice.invoiceNumber}`,
    });
    return (await findCreditNote(tx, organizationId, note.id))!;
  });
}
