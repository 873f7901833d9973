import { isExportSupply, placeOfSupplyLabel, zeroRatedDeclaration, type SupplyType } from '@firm/shared/domain/gst';
import { countryByName } from '@firm/shared/domain/gst-category';
import type { InvoiceDocument } from './invoice.pdf';

// The supplier and recipient as an invoice, credit note or receipt prints them, and the recipient as an invoice or credit note prints it, from the document's copies as issued. An export's
// recipient has no GSTIN and is not "unregistered" either: it is named as the overseas recipient of an
// export of services, with its country, the last part of the address as issued (an address outside India
// ends with its country).

type IssuedRecipient = { recipientName: string; recipientAddress: string; recipientGstin: string | null; supplyType: SupplyType };

export function documentRecipientOf(row: IssuedRecipient): InvoiceDocument['recipient'] {
  const recipient = { name: row.recipientName, address: row.recipientAddress, gstin: row.recipientGstin };
  if (!isExportSupply(row.supplyType)) return recipient;
  return { ...recipient, overseas: { country: countryByName(row.recipientAddress.split(',').pop()) ?? null } };
}

type IssuedSupplier = {
  supplierName: string;
  supplierAddress: string;
  supplierGstin: string;
  supplierStateName: string;
  supplierStateCode: string;
};

export function documentSupplierOf(row: IssuedSupplier): InvoiceDocument['supplier'] {
  return {
    name: row.supplierName,
    address: row.supplierAddress,
    gstin: row.supplierGstin,
    stateName: row.supplierStateName,
    stateCode: row.supplierStateCode,
  };
}

type IssuedParties = IssuedSupplier & IssuedRecipient & { placeOfSupplyCode: string | null; placeOfSupplyName: string | null };

/** Who supplied whom and where, as an invoice and its credit notes print it (with the zero-rated supply's declaration). */
export function documentPartiesOf(row: IssuedParties) {
  return {
    supplier: documentSupplierOf(row),
    recipient: documentRecipientOf(row),
    placeOfSupply: placeOfSupplyLabel(row.placeOfSupplyCode, row.placeOfSupplyName),
    declaration: zeroRatedDeclaration(row.supplyType),
  };
}
