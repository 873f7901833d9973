import type { TaxHead } from '@firm/shared/domain/gst';
import type { invoices } from '../../../db/schema-invoices';

// An issued document's tax heads (CGST and SGST/UTGST within the state, IGST across states): printed on
// every PDF of the kit and answered by the invoice calls.

type HeadColumns = Pick<
  typeof invoices.$inferSelect,
  'supplyType' | 'cgstBp' | 'cgstPaise' | 'stateTaxName' | 'sgstBp' | 'sgstPaise' | 'igstBp' | 'igstPaise'
>;

export function taxHeadsOf(row: HeadColumns): { name: TaxHead['name']; rate_bp: number; amount_paise: number }[] {
  if (row.supplyType === 'intra_state') {
    return [
      { name: 'CGST', rate_bp: row.cgstBp, amount_paise: row.cgstPaise },
      { name: row.stateTaxName, rate_bp: row.sgstBp, amount_paise: row.sgstPaise },
    ];
  }
  return [{ name: 'IGST', rate_bp: row.igstBp, amount_paise: row.igstPaise }];
}
