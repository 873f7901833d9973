import { dedupeIdenticalContacts, DEFAULT_COUNTRY, toWireClientType, type ClientInput, type ClientType } from '@firm/shared/domain/client';
import { stateByName } from '@firm/shared/domain/gst';
import type { GstCategory } from '@firm/shared/domain/gst-category';
import type { ClientRecord } from '../api/clients';

// What the client dialogs edit, and how it turns into the body the shared schema checks.

export type ContactFormValue = {
  /** The server's id; a contact added in the form has none until it is saved. */
  id?: number;
  name: string;
  role: string;
  email: string;
  phone: string;
  is_active: boolean;
};

export type ClientFormValues = {
  client_name: string;
  client_code: string;
  client_type: ClientType;
  /** Regular unless the client is another kind of GST recipient. */
  gst_category: GstCategory;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  phone: string;
  email: string;
  gst_number: string;
  cin: string;
  is_active: boolean;
  contacts: ContactFormValue[];
};

export function emptyContact(): ContactFormValue {
  return { name: '', role: '', email: '', phone: '', is_active: true };
}

export function emptyClientForm(): ClientFormValues {
  return {
    client_name: '',
    client_code: '',
    client_type: 'individual',
    gst_category: 'regular',
    street: '',
    city: '',
    state: '',
    pincode: '',
    country: DEFAULT_COUNTRY,
    phone: '',
    email: '',
    gst_number: '',
    cin: '',
    is_active: true,
    contacts: [emptyContact()],
  };
}

/** A loaded client, with identical contacts collapsed (spec 01 §5) and the state in the list's spelling. */
export function clientFormFromRecord(record: ClientRecord): ClientFormValues {
  return {
    client_name: record.client_name,
    client_code: record.client_code ?? '',
    client_type: record.client_type,
    gst_category: record.gst_category,
    street: record.address.street,
    city: record.address.city ?? '',
    state: stateByName(record.address.state)?.name ?? record.address.state,
    pincode: record.address.pincode ?? '',
    country: record.address.country || DEFAULT_COUNTRY,
    phone: record.phone ?? '',
    email: record.email ?? '',
    gst_number: record.gst_number ?? '',
    cin: record.cin ?? '',
    is_active: record.is_active,
    contacts: dedupeIdenticalContacts(record.contacts).map((c) => ({
      id: c.id,
      name: c.name,
      role: c.role ?? '',
      email: c.email ?? '',
      phone: c.phone ?? '',
      is_active: c.is_active,
    })),
  };
}

/** The body before the schema: only the given contacts, the API's type spelling; an empty code is the server's to make. */
export function clientBodyInput(values: ClientFormValues, contacts: ContactFormValue[]): ClientInput {
  return {
    client_name: values.client_name,
    client_code: values.client_code,
    address: {
      street: values.street,
      city: values.city,
      state: values.state,
      pincode: values.pincode,
      // An overseas client names its country (an empty one is refused); the others are in India.
      country: values.gst_category === 'overseas' ? values.country : values.country || DEFAULT_COUNTRY,
    },
    phone: values.phone,
    email: values.email,
    gst_number: values.gst_number,
    gst_category: values.gst_category,
    cin: values.cin,
    is_active: values.is_active,
    client_type: toWireClientType(values.client_type),
    contacts: contacts.map(({ id, name, role, email, phone, is_active }) => ({ id, name, role, email, phone, is_active })),
  };
}
