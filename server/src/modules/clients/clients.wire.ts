import type { z } from 'zod';
import type { clientDetailSchema } from '@firm/shared/domain/list';
import { gstCategoryOf } from '@firm/shared/domain/gst-category';
import { toWireClientType, fromWireClientType, type ClientContact, type ClientListRow } from '@firm/shared/domain/client';
import type { ClientRow, ContactRow } from './clients.repo';

// The client shapes of spec 01 §3 and §7. client_type travels in the API's spelling
// (one_person_company); a type the portal does not know reads as individual. A client without a GST number
// (Unregistered, Overseas) answers gst_number '' and state '' (overseas), as spec 01's shapes have strings.

export const wireType = (stored: string) => toWireClientType(fromWireClientType(stored));

/** A list item as the database built it, with the type read back into the API's spelling. */
export function toClientListRow(item: ClientListRow): ClientListRow {
  return { ...item, client_type: wireType(item.client_type) };
}

export function toContact(row: ContactRow): ClientContact {
  return { id: row.id, name: row.name, role: row.role, email: row.email, phone: row.phone, is_active: row.isActive };
}

export function toClientDetail(row: ClientRow, contacts: ContactRow[]): z.infer<typeof clientDetailSchema> {
  return {
    client_id: row.id,
    client_name: row.clientName,
    client_code: row.clientCode,
    cin: row.cin,
    is_active: row.isActive,
    client_type: wireType(row.clientType),
    phone: row.phone,
    email: row.email,
    gst_category: gstCategoryOf(row.gstCategory),
    address: { street: row.street ?? '', city: row.city, state: row.state ?? '', pincode: row.pincode, country: row.country },
    gst_number: row.gstNumber ?? '',
    billing_office_id: row.billingOfficeId,
    contacts: contacts.map(toContact),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
