import { isExportSupply, type SupplyType } from '@firm/shared/domain/gst';
import { countryByName } from '@firm/shared/domain/gst-category';
import type { InvoiceDocument } from './invoice.pdf';

// The recipient as an invoice or credit note prints it, from the document's copies as issued. An export's
// recipient has no GSTIN and is not "unregistered" either: it is named as the overseas recipient of an
// export of services, with its country, the last part of the address as issued (an address outside India
// ends with its country).

type IssuedRecipient = { recipientName: string; recipientAddress: string; recipientGstin: string | null; supplyType: SupplyType };

export function documentRecipientOf(row: IssuedRecipient): InvoiceDocument['recipient'] {
  const recipient = { name: row.recipientName, address: row.recipientAddress, gstin: row.recipientGstin };
  if (!isExportSupply(row.supplyType)) return recipient;
  return { ...recipient, overseas: { country: countryByName(row.recipientAddress.split(',').pop()) ?? null } };
}
