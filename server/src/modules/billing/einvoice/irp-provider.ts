import type { EinvoiceDocType, EinvoicePayload } from '@firm/shared/domain/einvoice';

// The Invoice Registration Portal: one interface, two implementations, as the payment provider.
// A real IRP (or a GSP's passthrough of its API) when IRP_* is set; an offline sandbox otherwise (the
// `npm start` default) that answers as the IRP does: the IRN (SHA-256 of the seller's GSTIN, financial
// year, document type and number), an acknowledgement number and time, and a QR payload signed as a JWT.

export type IrpRegistration = {
  irn: string;
  ackNo: string;
  ackAt: Date;
  /** The IRP's signed QR payload (a JWT), printed as the e-invoice's QR code. */
  signedQr: string;
};

/** A document as the IRP finds it again: by the seller's GSTIN, type, number and date (dd/mm/yyyy). */
export type IrpDocumentRef = { sellerGstin: string; docType: EinvoiceDocType; number: string; date: string };

/** The IRP's reasons for cancelling: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 others. */
export type IrpCancelReason = '1' | '2' | '3' | '4';

export type IrpProvider = {
  kind: 'sandbox' | 'irp';
  register: (payload: EinvoicePayload) => Promise<IrpRegistration>;
  /** The registration the IRP already holds for a document (after an answer lost on the way), or null. */
  findByDocument: (ref: IrpDocumentRef) => Promise<IrpRegistration | null>;
  cancel: (input: { sellerGstin: string; irn: string; reason: IrpCancelReason; remark: string }) => Promise<{ cancelledAt: Date }>;
};

/** The IRP refused or could not be reached: its code and words (the IRP's error list) go to the admin. */
export class IrpError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'IrpError';
  }
}

/** The IRP's error codes the server acts on. */
export const IRP_ERRORS = {
  duplicateIrn: '2150',
  cancelTimeCrossed: '2270',
  notActive: '9999',
} as const;

/** The IRP's times are India's wall clock: 'yyyy-MM-dd HH:mm:ss'. */
export function irpTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 19).replace('T', ' ');
}

export function parseIrpTime(text: string): Date {
  const at = new Date(`${text.trim().replace(' ', 'T')}+05:30`);
  if (Number.isNaN(at.getTime())) throw new IrpError(`The IRP answered a time that is not one: ${text.slice(0, 30)}`, null);
  return at;
}
