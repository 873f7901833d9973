import { and, eq } from 'drizzle-orm';
import type { EinvoicePartyInput } from '@firm/shared/domain/einvoice';
import type { Db, Tx } from '../../../db/database';
import { clients } from '../../../db/schema-clients';
import { offices } from '../../../db/schema-organizations';

// The seller's and buyer's details the e-invoice needs beyond the document's own copies: the billing
// office's city and PIN code, the client's street, city and PIN code. Read at each registration, so a
// missing PIN code the admin corrects is sent on the retry. The buyer's state code is its GSTIN's first
// two digits (the state of its registration), as the IRP checks it; an export's buyer is written from its
// country (the JSON's builder puts state 96 and PIN 999999 for it).

export type DocumentParties = {
  officeId: number;
  clientId: number;
  supplierName: string;
  supplierGstin: string;
  supplierStateCode: string;
  recipientName: string;
  recipientGstin: string | null;
  recipientAddress: string;
};

export async function einvoicePartiesOf(
  db: Db | Tx,
  organizationId: number,
  doc: DocumentParties,
): Promise<{ seller: EinvoicePartyInput; buyer: EinvoicePartyInput }> {
  const [office] = await db
    .select({ address: offices.address, city: offices.city, pincode: offices.pincode })
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, doc.officeId)));
  const [client] = await db
    .select({ street: clients.street, city: clients.city, pincode: clients.pincode, country: clients.country })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, doc.clientId)));
  const gstin = doc.recipientGstin ?? '';
  return {
    seller: {
      gstin: doc.supplierGstin,
      legalName: doc.supplierName,
      address: office?.address ?? '',
      city: office?.city ?? null,
      pincode: office?.pincode ?? null,
      stateCode: doc.supplierStateCode,
    },
    buyer: {
      gstin,
      legalName: doc.recipientName,
      address: client?.street?.trim() || doc.recipientAddress,
      city: client?.city ?? null,
      pincode: client?.pincode ?? null,
      stateCode: /^[0-9]{2}/.test(gstin) ? gstin.slice(0, 2) : null,
      country: client?.country ?? null,
    },
  };
}
