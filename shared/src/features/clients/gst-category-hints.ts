import type { GstCategory } from '@firm/shared/domain/gst-category';

// What each GST category means for the Add and Edit Client screens. Regular keeps spec 01's
// fields as they were; the others say what changes on the form and on the client's invoices.

export const GST_CATEGORY_HINTS: Record<GstCategory, string> = {
  regular: 'A business registered for GST in India: its GST number is required.',
  composition: 'Registered under the composition scheme: its GST number is required; invoices are billed as to any registered business.',
  unregistered: 'No GST number (an individual or a business below the threshold): invoices are B2C, taxed by the state of the address.',
  sez_with_payment: 'A unit or developer in a Special Economic Zone: always IGST, even in our own state (IGST Act s.7(5)(b)).',
  sez_without_payment: 'A unit or developer in a Special Economic Zone: zero-rated under our Letter of Undertaking, no tax charged.',
  overseas:
    'A client outside India: no GST number; choose its country and give its postcode and region as the country writes them. Invoices are exports of services (place of supply 96-Other Countries).',
  deemed_export: 'A registered recipient whose supplies are notified as deemed exports (an EOU, for instance): its GST number is required.',
  government_tds: 'A government department or other TDS deductor: a normal GSTIN, a TDS registration (with its TAN) or a department id.',
  uin_holder: 'A UN body, embassy or consulate with a Unique Identity Number: enter the UIN as its GST number.',
};
