import { upiIdInText } from '@firm/shared/domain/upi';
import type { Db, Tx } from '../../../db/database';
import { billingOffice } from './invoices.repo';

// Who a UPI payment of an invoice goes to: the UPI id, the payee's name and GSTIN.
//
// Each billing office keeps its own UPI id (beside its GSTIN and bank details); an office without one
// falls back to a "UPI: firm@bank" line in its bank details, as firms typed it before offices had the field.

export type UpiPayee = { upiId: string; payeeName: string; gstin: string | null };

/** The payee of the office's invoices, or null when no UPI id is set (then no QR is shown). */
export async function upiPayeeOf(db: Db | Tx, organizationId: number, officeId: number): Promise<UpiPayee | null> {
  const office = await billingOffice(db, organizationId, officeId);
  const upiId = office?.upiId?.trim() || upiIdInText(office?.bankDetails);
  if (!office || !upiId) return null;
  return { upiId, payeeName: office.firmName, gstin: office.gstin };
}
