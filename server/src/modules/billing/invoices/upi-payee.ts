import { upiIdInText } from '@firm/shared/domain/upi';
import type { Db, Tx } from '../../../db/database';
import { billingOffice } from './invoices.repo';

// Who a UPI payment of an invoice goes to (issue 26): the UPI id, the payee's name and GSTIN.
//
// MERGE SEAM: today a firm keeps its UPI id inside its free-text payment details (organizations.
// payment_details, "UPI: firm@bank"), its name on the organisation and its GSTIN on the head office.
// When billing offices carry their own GSTIN, bank details and UPI id (branch gst-return), this one
// function reads them from the invoice's office (`officeId`) instead; every caller (the PDF at issue,
// the client's invoice list) already passes it.

export type UpiPayee = { upiId: string; payeeName: string; gstin: string | null };

/** The payee of the office's invoices, or null when no UPI id is set (then no QR is shown). */
export async function upiPayeeOf(db: Db | Tx, organizationId: number, officeId: number): Promise<UpiPayee | null> {
  void officeId; // one billing office per firm until offices keep their own details (see above)
  const office = await billingOffice(db, organizationId);
  const upiId = upiIdInText(office?.paymentDetails);
  if (!office || !upiId) return null;
  return { upiId, payeeName: office.firmName, gstin: office.gstin };
}
