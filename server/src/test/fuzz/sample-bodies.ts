import type { Json } from './hostile-input';
import type { SeededOrganization } from '../fixtures';
import type { SeededRecords } from '../seeded-records';

// The world the route battery attacks (the seeded firm and one of each record) and the well-formed bodies
// its samples (samples.ts) start from.

export type Caller = 'anonymous' | 'admin' | 'superadmin' | 'client';
export type FuzzWorld = SeededOrganization &
  SeededRecords & {
    /** An invoice holding money received beyond its total: refunds have something to clear. */
    overpaidInvoiceId: number;
    next: () => number;
  };
export type Sample = { params?: Record<string, string>; body?: Json; query?: string };

export const clientBody = (w: FuzzWorld): Json => ({
  client_name: `Fuzz Client ${w.next()}`,
  client_code: `FZ${w.next()}`,
  address: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' },
  phone: '2041230000',
  email: 'office@fuzz.test',
  gst_number: '27AAPFU0939F1ZV',
  cin: 'U74999MH2020PTC123456',
  client_type: 'private_limited',
  is_active: true,
  contacts: [
    { name: 'Fuzz Contact', role: 'Accounts', email: `contact${w.next()}@fuzz.test`, phone: '9811111111', is_active: true },
    { id: w.contacts[1].id, name: w.contacts[1].name, email: w.contacts[1].email, phone: w.contacts[1].phone, is_active: true },
  ],
});

export const officeBody = (w: FuzzWorld, gstin: string, state: string) => ({
  name: `Fuzz Office ${w.next()}`,
  kind: 'branch',
  address: '4 Anna Salai',
  city: 'Chennai',
  state,
  pincode: '600002',
  gstin,
  bank_details: 'Bank: Fuzz Bank',
  upi_id: 'fuzz@bank',
  series_prefix: 'TN',
  filing_frequency: 'quarterly',
});

export const staffBody = (w: FuzzWorld, caller: Caller): Json => ({
  first_name: 'Fuzz',
  last_name: 'Person',
  email: `staff${w.next()}@fuzz.test`,
  phone: '9876543210',
  creator_id: caller === 'superadmin' ? w.users.superadmin.id : w.users.admin.id,
  firm_name: 'Fuzz Firm',
  address: '2 MG Road, Pune',
});

export function subscriptionBody(w: FuzzWorld): Record<string, Json> {
  return {
    client_id: w.client.id,
    compliance_id: w.complianceId,
    from_period: '2026-10',
    assignee_id: w.users.employee.id,
    internal_offset_days: 2,
    fee_paise: 1_000_00,
    type_of_delivery: 'domestic',
  };
}

export const taskBody = (w: FuzzWorld): Json => ({
  client_id: w.client.id,
  task_name: `Fuzz Project ${w.next()}`,
  service_description: 'Monthly GST returns',
  sac_code_id: w.sacCodeId,
  service_category_id: w.serviceCategoryId,
  due_date: '2026-12-31',
  invoice_amount_paise: 2_500_00,
  type_of_delivery: 'domestic',
  assignee_id: `user_${w.users.employee.id}`,
});

export function staffSample(w: FuzzWorld, caller: Caller): Sample {
  return { body: staffBody(w, caller) };
}

export function categoryBody(w: FuzzWorld): Json {
  return { name: `Audit ${w.next()}`, description: 'Statutory audit', is_active: true, cgst: 9, sgst: 9, igst: 18 };
}

export function sacBody(w: FuzzWorld): Json {
  return { code: String(990000 + (w.next() % 9999)), description: 'Accounting services', is_active: true };
}
