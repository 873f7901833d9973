import { z } from 'zod';
import { GST_CATEGORY_RULES, type GstCategory } from '../gst-category';
import type { GstTreatment } from '../gst-rate';
import { isExportSupply, type SupplyType } from '../gst';

// e-Invoicing: a firm above the turnover threshold registers each B2B or export invoice and credit note
// with the Invoice Registration Portal (IRP) and prints the IRN, the acknowledgement and the IRP's signed
// QR code on it. The firm turns it on; the server registers on issue, keeps a failed registration in sight
// until the admin retries it, and cancels the IRN with the invoice while the IRP still allows (24 hours).

export const EINVOICE_STATUSES = ['pending', 'registered', 'failed', 'cancelled'] as const;
export type EinvoiceStatus = (typeof EINVOICE_STATUSES)[number];

export const EINVOICE_STATUS_LABELS: Record<EinvoiceStatus, string> = {
  pending: 'IRN pending',
  registered: 'IRN registered',
  failed: 'IRN failed',
  cancelled: 'IRN cancelled',
};

/** The IRP cancels an IRN within 24 hours of its acknowledgement, never after (a credit note then). */
export const IRN_CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

export const irnCancellableUntil = (ackAt: Date) => new Date(ackAt.getTime() + IRN_CANCEL_WINDOW_MS);
export const isIrnCancellable = (ackAt: Date, now: Date) => now.getTime() <= irnCancellableUntil(ackAt).getTime();

/**
 * A document whose supply is all nil-rated or exempt is a bill of supply (CGST Rules r.49), not a tax
 * invoice: it is titled so and is not registered with the IRP (the IRP takes tax invoices, credit and debit
 * notes of taxable and zero-rated supplies; India Compliance skips them likewise).
 */
export const isBillOfSupply = (taxTreatment: GstTreatment | null | undefined) => taxTreatment === 'nil_rated' || taxTreatment === 'exempt';

/** The title a Project's invoice carries: 'Tax Invoice', or 'Bill of Supply' for a nil-rated or exempt supply. */
export const invoiceTitleOf = (taxTreatment: GstTreatment | null | undefined) =>
  isBillOfSupply(taxTreatment) ? 'Bill of Supply' : 'Tax Invoice';

/**
 * Whether a document is e-invoiced (CGST Rules r.48(4) with Notification 13/2020-CT): a taxable supply to a
 * registered recipient (a GST category that takes a GSTIN, its GSTIN on the document), or an export of
 * services (EXPWP with IGST, EXPWOP under LUT; the buyer is "URP"). Unregistered recipients in India (B2C)
 * are issued as before, and so is a bill of supply.
 */
export function einvoiceApplies(recipient: {
  category: GstCategory;
  gstin: string | null;
  supplyType: SupplyType;
  taxTreatment?: GstTreatment | null;
}): boolean {
  if (isBillOfSupply(recipient.taxTreatment)) return false;
  if (isExportSupply(recipient.supplyType)) return true;
  return GST_CATEGORY_RULES[recipient.category].registered && Boolean(recipient.gstin?.trim());
}

export const einvoiceMessages = {
  notAvailable: 'e-Invoicing is not available: no Invoice Registration Portal is configured on this server',
  notPending: 'The IRN of this document is already registered',
  notEinvoiced: 'This document is not e-invoiced',
  busy: 'The IRN registration of this document is already under way: try again in a minute',
  incomplete: (fields: readonly string[]) => `The e-invoice cannot be registered: correct ${fields.join(', ')} and try again`,
  registrationFailed: (reason: string) => `IRN registration failed: ${reason}`,
  generatedWithoutIrn: (number: string) =>
    `Invoice ${number} generated, but its IRN is not registered yet: retry the registration from the invoice`,
  creditNoteWithoutIrn: (number: string) =>
    `Credit note ${number} issued, but its IRN is not registered yet: retry the registration from the credit note`,
  registered: (number: string) => `IRN registered for ${number}`,
  cancelWindowClosed: (ackDate: string) =>
    `The IRN was acknowledged on ${ackDate} and the IRP allows cancelling only within 24 hours: issue a credit note instead`,
  /** A credit note's IRN past the window: the note stays issued (a debit note is the way to undo its effect). */
  creditNoteCancelWindowClosed: (ackDate: string) =>
    `The IRN of this credit note was acknowledged on ${ackDate} and the IRP allows cancelling only within 24 hours: the credit note stays issued`,
  irpCancelFailed: (reason: string) => `The IRP did not cancel the IRN, so nothing was changed: ${reason}`,
  pendingCannotCancel: 'The IRN registration of this invoice has not finished: retry the registration, then cancel within 24 hours',
  saved: 'e-Invoicing settings saved',
} as const;

/** A document's e-invoice as the calls return it; null when the document is not e-invoiced. */
export const einvoiceInfoSchema = z.object({
  status: z.enum(EINVOICE_STATUSES),
  irn: z.string().nullable(),
  ack_no: z.string().nullable(),
  /** The IRP's acknowledgement time (ISO). */
  ack_date: z.string().nullable(),
  /** Until when the IRN may be cancelled with the invoice (ISO); null until registered. */
  cancellable_until: z.string().nullable(),
  /** Why the last registration failed, in the IRP's or the schema's words. */
  failure: z.string().nullable(),
});
export type EinvoiceInfo = z.infer<typeof einvoiceInfoSchema>;

/** GET and PUT /api/settings/einvoice */
export const einvoiceSettingsSchema = z.object({
  enabled: z.boolean({ error: 'e-Invoicing must be on or off' }),
});
export type EinvoiceSettings = z.infer<typeof einvoiceSettingsSchema>;

/** The answer also says which IRP the server registers with: the offline sandbox, a real IRP, or none. */
export const einvoiceSettingsAnswerSchema = einvoiceSettingsSchema.extend({
  irp: z.enum(['sandbox', 'irp']).nullable(),
});
export type EinvoiceSettingsAnswer = z.infer<typeof einvoiceSettingsAnswerSchema>;
