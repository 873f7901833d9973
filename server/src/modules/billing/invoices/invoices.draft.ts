import {
  computeSupplyTax,
  INVOICE_DUE_DAYS,
  isUnderLut,
  placeOfSupply,
  placeOfSupplyCode,
  stateOfCode,
  type IndianState,
  type PlaceOfSupply,
  type TaxComputation,
} from '@firm/shared/domain/gst';
import { addDays, type FinancialYear, financialYearOf, indianDay } from '@firm/shared/domain/calendar';
import { invoiceMessages as M } from '@firm/shared/domain/invoice';
import { rateInForceProblem, type GstTreatment } from '@firm/shared/domain/gst-rate';
import type { GstCategory } from '@firm/shared/domain/gst-category';
import type { Tx } from '../../../db/database';
import { einvoiceApplies, einvoiceMessages } from '@firm/shared/domain/einvoice';
import { lutReferenceFor, seriesDocumentNumber } from '@firm/shared/domain/offices';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { einvoiceSchemaProblems } from '../einvoice';
import { einvoiceEnabledOf } from '../../../platform/organizations';
import { invoicePayloadOf } from './invoices.einvoice';
import { billingOffice, invoiceOfTask, invoiceSourceOf } from './invoices.repo';

// What a Project's invoice would be, computed once for both the preview and the issue: the
// checks a Project must pass and every amount, rate, party and day. Only the number, the PDF and the
// writes are the issue's own, so what the admin previews is what is issued.

export const INVOICE_EXISTS = () => conflict(M.exists, undefined, 'INVOICE_EXISTS');

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

type Office = NonNullable<Awaited<ReturnType<typeof billingOffice>>>;

export type InvoiceDraft = {
  year: FinancialYear;
  office: Office;
  supplierState: IndianState;
  place: PlaceOfSupply;
  tax: TaxComputation;
  /** Registered with the IRP once issued (the firm e-invoices, the client is registered). */
  einvoiced: boolean;
  /** The invoice's columns but its number, document and authorship. */
  values: {
    organizationId: number;
    taskId: number;
    clientId: number;
    officeId: number;
    financialYear: number;
    invoiceDate: string;
    dueDate: string;
    supplyType: TaxComputation['supplyType'];
    /** The office's LUT quoted on a supply under LUT, when it covers the invoice's year; else null. */
    lutReference: string | null;
    placeOfSupplyCode: string | null;
    placeOfSupplyName: string | null;
    recipientGstCategory: GstCategory;
    taxTreatment: GstTreatment;
    supplierName: string;
    supplierAddress: string;
    supplierGstin: string;
    supplierStateCode: string;
    supplierStateName: string;
    recipientName: string;
    recipientAddress: string;
    recipientGstin: string | null;
    taskName: string;
    serviceDescription: string;
    sacCode: string;
    sacDescription: string;
    serviceCategoryName: string;
    taxablePaise: number;
    cgstBp: number;
    cgstPaise: number;
    stateTaxName: 'SGST' | 'UTGST';
    sgstBp: number;
    sgstPaise: number;
    igstBp: number;
    igstPaise: number;
    totalPaise: number;
  };
};

/** Checks the Project may be invoiced (closed, not invoiced, amount above 0, a place of supply, a supplier GSTIN) and computes it; locks the Project. */
export async function draftInvoice(tx: Tx, organizationId: number, taskId: number, now: Date): Promise<InvoiceDraft> {
  const source = await invoiceSourceOf(tx, organizationId, taskId);
  if (!source) throw notFound(M.taskNotFound);
  const { task, client, sac, category } = source;
  if (task.workflowStatus !== 'closed') throw conflict(M.notClosed, undefined, 'TASK_NOT_CLOSED');
  if (await invoiceOfTask(tx, organizationId, taskId)) throw INVOICE_EXISTS();
  if (task.invoiceAmountPaise <= 0) throw badRequest(M.amountZero, undefined, 'INVOICE_AMOUNT_ZERO');
  const office = await billingOffice(tx, organizationId, task.billingOfficeId ?? client.billingOfficeId ?? null);
  const supplierState = office?.gstin ? stateOfCode(office.stateCode) : undefined;
  if (!office?.gstin || !supplierState) throw conflict(M.noSupplier, undefined, 'SUPPLIER_GSTIN_MISSING');
  const place = placeOfSupply({
    gstin: client.gstin,
    state: client.state,
    country: client.country,
    typeOfDelivery: task.typeOfDelivery,
    category: client.gstCategory,
    exportTaxMode: source.exportTaxMode,
  });
  if (!place) throw badRequest(M.noPlaceOfSupply, undefined, 'PLACE_OF_SUPPLY_UNKNOWN');
  const invoiceDate = indianDay(now);
  // The category's one rate must be a slab in force on the day of the invoice.
  const rateProblem = rateInForceProblem(category.igstBp, invoiceDate);
  if (rateProblem) throw badRequest(rateProblem, undefined, 'GST_RATE_NOT_IN_FORCE');

  const tax = computeSupplyTax(task.invoiceAmountPaise, category, office.stateCode, place);
  const year = financialYearOf(now);
  const pos = placeOfSupplyCode(place);
  const head = (name: string) => tax.heads.find((h) => h.name === name);
  const stateHead = head('SGST') ?? head('UTGST');
  const values: InvoiceDraft['values'] = {
    organizationId,
    taskId,
    clientId: task.clientId,
    officeId: office.id,
    financialYear: year.startYear,
    invoiceDate,
    dueDate: addDays(invoiceDate, INVOICE_DUE_DAYS),
    supplyType: tax.supplyType,
    lutReference: isUnderLut(tax.supplyType) ? lutReferenceFor(office, year.label) : null,
    placeOfSupplyCode: pos.code,
    placeOfSupplyName: pos.name,
    recipientGstCategory: client.gstCategory,
    taxTreatment: category.gstTreatment,
    supplierName: office.firmName,
    supplierAddress: [office.address, `${office.state} ${office.pincode}`].join(', '),
    supplierGstin: office.gstin,
    supplierStateCode: supplierState.code,
    supplierStateName: supplierState.name,
    recipientName: client.name,
    recipientAddress: addressOf(client),
    recipientGstin: place.supply === 'domestic' && client.gstin && client.gstCategory !== 'unregistered' ? client.gstin : null,
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
  };
  // The e-invoice's JSON is checked before the issue: an invoice the IRP could never take (a
  // client without a PIN code) is refused before it takes a number, and the preview says so too.
  const einvoiced =
    (await einvoiceEnabledOf(tx, organizationId)) &&
    einvoiceApplies({
      category: values.recipientGstCategory,
      gstin: values.recipientGstin,
      supplyType: values.supplyType,
      taxTreatment: values.taxTreatment,
    });
  if (einvoiced) {
    const invoiceNumber = seriesDocumentNumber(null, 'INV', year, 1);
    const problems = einvoiceSchemaProblems(await invoicePayloadOf(tx, { ...values, invoiceNumber }));
    if (problems.length > 0) throw conflict(einvoiceMessages.incomplete(problems), undefined, 'EINVOICE_INCOMPLETE');
  }
  return { year, office, supplierState, place, tax, einvoiced, values };
}
