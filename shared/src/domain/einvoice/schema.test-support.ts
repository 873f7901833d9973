import Ajv from 'ajv';
import type { EinvoiceInput, SchemaComplaint } from './payload';
import { EINVOICE_AJV_OPTIONS, EINVOICE_JSON_SCHEMA } from './schema';

// What the e-invoice tests share: NIC's schema of INV-01 1.1 compiled as the server compiles it, and the
// firm that sells in every test payload, and a credit note against an invoice.

const validate = new Ajv(EINVOICE_AJV_OPTIONS).compile(EINVOICE_JSON_SCHEMA);

/** The schema's complaints about a payload: none when NIC's schema accepts it. */
export const complaints = (payload: unknown): SchemaComplaint[] => (validate(payload) ? [] : (validate.errors ?? []));

export const seller = {
  gstin: '27AAHFK4108N1Z3',
  legalName: 'Kapoor Iyer & Co.',
  address: '14 Dalal Street, Fort',
  city: 'Mumbai',
  pincode: '400001',
  stateCode: '27',
};

/** The credit note `number` against the invoice `input` issued as `invoiceNumber`, on the test's day. */
export const creditNoteOf = (input: EinvoiceInput, number: string, invoiceNumber: string): EinvoiceInput => ({
  ...input,
  docType: 'CRN',
  number,
  original: { number: invoiceNumber, date: '2026-11-21' },
});
