import { LUT_DECLARATION, SEZ_LUT_DECLARATION } from '@firm/shared/domain/gst';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext, type Invoiced } from '../credit-notes/credit-notes.test-support';
import { headOfficeBody } from '../../offices/offices.test-support';
import { billingPdfText } from '../pdf/pdf-text.test-support';

// A zero-rated supply under LUT quotes the LUT's ARN beside its declaration when the office's
// registration has one for the invoice's year (the clock is in FY 2026-27); without one it still
// issues, with the declaration alone, and the preview warns the admin.

const REFERENCE = 'LUT ARN AD270326001234X (FY 2026-27)';

describe.each(testDrivers())('the LUT on zero-rated invoices (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  type Issued = Invoiced & { invoice_url: string; supply_type: string; lut_reference: string | null };
  const abroad = () => c.clientIn({ country: 'Singapore', city: 'Singapore' });
  const sez = () =>
    c.clientIn({ street: '1 Road', state: 'Maharashtra', gstNumber: '27AAPFU0939F1ZV', gstCategory: 'sez_without_payment' });
  const issue = async (values: Record<string, unknown>) => (await c.invoice(values)) as Issued;
  const pdfOf = async (url: string) => billingPdfText((await c.call(admin(), 'GET', url)).rawPayload);
  const recordLut = async (lut: Record<string, unknown>) => {
    const list = (await c.call(admin(), 'GET', '/api/master/offices')).json().data.offices;
    const res = await c.call(admin(), 'PUT', `/api/master/offices/${list[0].office_id}`, headOfficeBody(lut));
    expect(res.statusCode).toBe(200);
  };
  const previewOf = async (values: Record<string, unknown>) => {
    const taskId = await c.create(values, admin());
    await c.call(admin(), 'PUT', `/api/tasks/${taskId}`, { workflow_status: 'closed' });
    return (await c.call(admin(), 'GET', `/api/invoice/preview?task_id=${taskId}`)).json().data;
  };
  const warning =
    'No LUT is recorded for this GSTIN for FY 2026-27: record it under Offices before issuing zero-rated invoices without IGST.';
  let unquoted: Issued;

  it('issues an export under LUT without a recorded LUT, with the declaration alone, and the preview warns', async () => {
    const client_id = await abroad();
    expect(await previewOf({ client_id, type_of_delivery: 'export' })).toMatchObject({ lut_reference: null, lut_warning: warning });
    unquoted = await issue({ client_id, type_of_delivery: 'export' });
    expect(unquoted).toMatchObject({ supply_type: 'export_lut', lut_reference: null });
    const text = await pdfOf(unquoted.invoice_url);
    expect(text).toContain(LUT_DECLARATION);
    expect(text).not.toContain('LUT ARN');
  });

  it('does not warn, nor quote an LUT, on a supply that is not under LUT', async () => {
    const preview = await previewOf({});
    expect(preview).toMatchObject({ supply_type: 'intra_state', lut_reference: null, lut_warning: null });
  });

  it('quotes an LUT of another year on no invoice of this year', async () => {
    await recordLut({ lut_arn: 'AD270325009999Z', lut_financial_year: '2025-26' });
    expect(await previewOf({ client_id: await abroad(), type_of_delivery: 'export' })).toMatchObject({ lut_warning: warning });
    const invoice = await issue({ client_id: await sez() });
    expect(invoice).toMatchObject({ supply_type: 'sez_lut', lut_reference: null });
  });

  it('quotes the LUT of the year on an export, in the preview, the answer, the details and the PDF', async () => {
    await recordLut({ lut_arn: 'AD270326001234X', lut_financial_year: '2026-27' });
    const client_id = await abroad();
    expect(await previewOf({ client_id, type_of_delivery: 'export' })).toMatchObject({ lut_reference: REFERENCE, lut_warning: null });
    const invoice = await issue({ client_id, type_of_delivery: 'export' });
    expect(invoice.lut_reference).toBe(REFERENCE);
    expect((await c.call(admin(), 'GET', `/api/invoices/${invoice.invoice_id}`)).json().data.lut_reference).toBe(REFERENCE);
    const text = await pdfOf(invoice.invoice_url);
    expect(text).toContain(LUT_DECLARATION);
    expect(text).toContain(REFERENCE);
  });

  it('quotes it on an SEZ supply under LUT and on a credit note against it, and never on an intra-state one', async () => {
    const invoice = await issue({ client_id: await sez() });
    expect(invoice).toMatchObject({ supply_type: 'sez_lut', lut_reference: REFERENCE });
    const text = await pdfOf(invoice.invoice_url);
    expect(text).toContain(SEZ_LUT_DECLARATION);
    expect(text).toContain('AD270326001234X');
    const note = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 100_00 });
    expect(await pdfOf(note.json().data.creditnote_url)).toContain(REFERENCE);
    expect((await issue({})).lut_reference).toBeNull();
  });

  it('keeps what was issued: a later LUT changes no earlier invoice', async () => {
    await recordLut({ lut_arn: 'AD270326005555A', lut_financial_year: '2026-27' });
    const detail = (await c.call(admin(), 'GET', `/api/invoices/${unquoted.invoice_id}`)).json().data;
    expect(detail.lut_reference).toBeNull();
    expect(await pdfOf(unquoted.invoice_url)).not.toContain('LUT ARN');
  });
});
