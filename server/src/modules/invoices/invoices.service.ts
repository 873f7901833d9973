import {
  addDays,
  computeSupplyTax,
  documentNumber,
  financialYearOf,
  indianDay,
  INVOICE_DUE_DAYS,
  invoiceMessages as M,
  placeOfSupply,
  stateOfCode,
} from '@firm/shared/domain';
import type { Db } from '../../db/database';
import { issuedDocuments } from '../../db/schema-invoices';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthSubject } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { insertActivity, updateTaskRow } from '../tasks/tasks.repo';
import { renderInvoicePdf } from './invoice.pdf';
import { billingOffice, insertInvoice, invoiceOfTask, invoiceSourceOf, nextSequence, type InvoiceRow } from './invoices.repo';

// Issuing a tax invoice from a closed Project (issue 10): one transaction takes the Project's row lock,
// checks it may be invoiced, takes the next number of the series, renders the PDF and stores both. Two
// admins generating at once queue on the Project: the second finds the invoice and is refused (409);
// the unique index on task_id stays the last word.

type Staff = Extract<AuthSubject, { kind: 'user' }>;

const INVOICE_EXISTS = () => conflict(M.exists, undefined, 'INVOICE_EXISTS');

const addressOf = (client: { street: string | null; city: string | null; state: string | null; pincode: string | null; country: string }) =>
  [
    client.street,
    client.city,
    [client.state, client.pincode].filter(Boolean).join(' '),
    /^india$/i.test(client.country) ? '' : client.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

export async function generateInvoice(db: Db, auth: Staff, taskId: number, now: Date): Promise<InvoiceRow> {
  try {
    return await db.transaction(async (tx) => {
      const organizationId = auth.organizationId;
      const source = await invoiceSourceOf(tx, organizationId, taskId);
      if (!source) throw notFound(M.taskNotFound);
      const { task, client, sac, category } = source;
      if (task.workflowStatus !== 'closed') throw conflict(M.notClosed, undefined, 'TASK_NOT_CLOSED');
      if (await invoiceOfTask(tx, organizationId, taskId)) throw INVOICE_EXISTS();
      if (task.invoiceAmountPaise <= 0) throw badRequest(M.amountZero, undefined, 'INVOICE_AMOUNT_ZERO');
      const office = await billingOffice(tx, organizationId);
      const supplierState = office?.gstin ? stateOfCode(office.stateCode) : undefined;
      if (!office?.gstin || !supplierState) throw conflict(M.noSupplier, undefined, 'SUPPLIER_GSTIN_MISSING');
      const place = placeOfSupply({
        gstin: client.gstin,
        state: client.state,
        country: client.country,
        typeOfDelivery: task.typeOfDelivery,
      });
      if (!place) throw badRequest(M.noPlaceOfSupply, undefined, 'PLACE_OF_SUPPLY_UNKNOWN');

      const tax = computeSupplyTax(task.invoiceAmountPaise, category, office.stateCode, place);
      const year = financialYearOf(now);
      const sequence = await nextSequence(tx, { organizationId, officeId: office.id, kind: 'INV', financialYear: year.startYear });
      const invoiceNumber = documentNumber('INV', year, sequence);
      const invoiceDate = indianDay(now);
      const dueDate = addDays(invoiceDate, INVOICE_DUE_DAYS);
      const head = (name: string) => tax.heads.find((h) => h.name === name);
      const stateHead = head('SGST') ?? head('UTGST');
      const values = {
        organizationId,
        taskId,
        clientId: task.clientId,
        officeId: office.id,
        invoiceNumber,
        financialYear: year.startYear,
        invoiceDate,
        dueDate,
        supplyType: tax.supplyType,
        placeOfSupplyCode: place.supply === 'domestic' ? place.state.code : null,
        placeOfSupplyName: place.supply === 'domestic' ? place.state.name : null,
        supplierName: office.firmName,
        supplierAddress: [office.address, `${office.state} ${office.pincode}`].join(', '),
        supplierGstin: office.gstin,
        supplierStateCode: supplierState.code,
        supplierStateName: supplierState.name,
        recipientName: client.name,
        recipientAddress: addressOf(client),
        recipientGstin: place.supply === 'domestic' && client.gstin ? client.gstin : null,
        taskName: task.taskName,
        serviceDescription: task.serviceDescription,
        sacCode: sac.code,
        sacDescription: sac.description,
        serviceCategoryName: category.name,
        taxablePaise: tax.taxable,
        cgstBp: head('CGST')?.rateBp ?? 0,
        cgstPaise: head('CGST')?.amount ?? 0,
        stateTaxName: (stateHead?.name ?? 'SGST') as 'SGST' | 'UTGST',
        sgstBp: stateHead?.rateBp ?? 0,
        sgstPaise: stateHead?.amount ?? 0,
        igstBp: head('IGST')?.rateBp ?? 0,
        igstPaise: head('IGST')?.amount ?? 0,
        totalPaise: tax.total,
        createdBy: auth.id,
        createdAt: now,
        updatedAt: now,
      };
      const pdf = await renderInvoicePdf({
        title: 'Tax Invoice',
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
        recipient: { name: values.recipientName, address: values.recipientAddress, gstin: values.recipientGstin },
        placeOfSupply: place.supply === 'domestic' ? `${place.state.name} (${place.state.code})` : 'Outside India (export of services)',
        exportUnderLut: tax.supplyType === 'export_lut',
        line: { sacCode: sac.code, description: `${task.taskName} (${sac.description})`, detail: task.serviceDescription },
        taxablePaise: tax.taxable,
        heads: tax.heads.map((h) => ({ name: h.name, rateBp: h.rateBp, amountPaise: h.amount })),
        totalPaise: tax.total,
        paymentDetails: office.paymentDetails,
      });
      const [document] = await tx
        .insert(issuedDocuments)
        .values({
          organizationId,
          fileName: `${invoiceNumber.replace(/\//g, '-')}.pdf`,
          contentType: 'application/pdf',
          content: pdf,
          createdAt: now,
        })
        .returning({ id: issuedDocuments.id });
      const invoice = await insertInvoice(tx, { ...values, documentId: document!.id });
      // The Project leaves the lists and its amount is fixed from here; its log says by whom and which number.
      await updateTaskRow(tx, organizationId, taskId, { invoiceId: invoice.id, updatedAt: now });
      await insertActivity(
        tx,
        organizationId,
        taskId,
        [
          {
            userId: auth.id,
            eventType: 'invoice',
            field: null,
            fromValue: null,
            toValue: invoiceNumber,
            description: `Invoice ${invoiceNumber} generated`,
          },
        ],
        now,
      );
      return invoice;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'invoices_task_unique')) throw INVOICE_EXISTS();
    throw error;
  }
}
