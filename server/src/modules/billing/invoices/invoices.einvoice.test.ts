import Ajv from 'ajv';
import { and, eq, sql } from 'drizzle-orm';
import { EINVOICE_AJV_OPTIONS, EINVOICE_JSON_SCHEMA, type EinvoicePayload } from '@firm/shared/domain/einvoice';
import { rowsOf } from '../../../db/rows';
import { organizations } from '../../../db/schema';
import { invoices } from '../../../db/schema-invoices';
import { testDrivers } from '../../../test/test-database';
import { insertServiceCategory } from '../../service-categories';
import { einvoiceTestContext } from '../einvoice/einvoice.test-support';
import { billingPdfText } from '../pdf/pdf-text.test-support';
import { invoicePayloadOf } from './invoices.einvoice';

// Which invoices the IRP registers and what it is sent: an export of services (EXPWOP under LUT, EXPWP
// with IGST) registers with the buyer as "URP" in state 96; quotes in a client's name, street or a
// Project's name are taken out of the JSON (NIC's schema forbids them), so the invoice registers; a
// nil-rated or exempt supply is a bill of supply, titled so and not sent to the IRP.

const validate = new Ajv(EINVOICE_AJV_OPTIONS).compile(EINVOICE_JSON_SCHEMA);

/** The signed QR's claims (the sandbox's signature is checked in einvoice.sandbox.test.ts). */
const qrClaims = (jwt: string) => JSON.parse(JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')).data as string);

describe.each(testDrivers())('the e-invoice of exports, quoted texts and bills of supply (%s)', (driver) => {
  const c = einvoiceTestContext(driver);
  const admin = () => c.org.users.admin;
  let overseas = 0;

  const rowOf = async (id: number) =>
    (
      await c.t.app.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.organizationId, c.org.organization.id)))
    )[0]!;
  /** The JSON registered for the invoice, built from its row as the registration builds it. */
  const payloadOf = async (id: number): Promise<EinvoicePayload> => invoicePayloadOf(c.t.app.db, await rowOf(id));
  const pdfOf = async (url: string) => billingPdfText((await c.call(admin(), 'GET', url)).rawPayload);
  const generateWith = async (clientId: number, task: Record<string, unknown>) => {
    const taskId = await c.create({ client_id: clientId, ...task });
    await c.call(admin(), 'PUT', `/api/tasks/${taskId}`, { workflow_status: 'closed' });
    const preview = (await c.call(admin(), 'GET', `/api/invoice/preview?task_id=${taskId}`)).json().data;
    const res = await c.call(admin(), 'POST', '/api/invoice/generate', { task_id: taskId });
    return { statusCode: res.statusCode, body: res.json(), preview };
  };
  const exportTaxMode = (mode: 'lut' | 'igst') =>
    c.t.app.db.update(organizations).set({ exportTaxMode: mode }).where(eq(organizations.id, c.org.organization.id));

  beforeAll(async () => {
    overseas = await c.clientIn({
      clientName: 'Globex Corporation',
      gstCategory: 'overseas',
      street: '500 Market Street, Suite 12',
      city: 'San Francisco',
      pincode: '94105',
      country: 'United States',
    });
  });
  beforeEach(() => c.setEinvoicing(true));

  it('registers an export under LUT as EXPWOP to "URP" in state 96, and its PDF names the overseas recipient', async () => {
    const res = await c.generate(overseas);
    expect(res.statusCode).toBe(201);
    const invoice = res.body.data;
    expect(invoice.supply_type).toBe('export_lut');
    expect(invoice.einvoice).toMatchObject({ status: 'registered', failure: null });
    const payload = await payloadOf(invoice.invoice_id);
    expect(validate(payload) ? [] : validate.errors).toEqual([]);
    expect(payload.TranDtls.SupTyp).toBe('EXPWOP');
    expect(payload.BuyerDtls).toEqual({
      Gstin: 'URP',
      LglNm: 'Globex Corporation',
      Addr1: '500 Market Street, Suite 12',
      Loc: 'San Francisco',
      Pin: 999999,
      Stcd: '96',
      Pos: '96',
    });
    expect(payload.ExpDtls).toEqual({ CntCode: 'US' });
    expect(qrClaims((await rowOf(invoice.invoice_id)).irnSignedQr!)).toMatchObject({ BuyerGstin: 'URP', DocNo: invoice.invoice_number });
    const text = await pdfOf(invoice.invoice_url);
    expect(text.replace(/\s/g, '')).toContain(`IRN${invoice.einvoice.irn}`);
    expect(text).toContain('Export of services — overseas recipient (United States)');
    expect(text).not.toContain('Unregistered');
  });

  it('registers an export with IGST paid as EXPWP, and its credit note as a CRN to the same buyer', async () => {
    await exportTaxMode('igst');
    try {
      const invoice = (await c.generate(overseas)).body.data;
      expect(invoice).toMatchObject({ supply_type: 'export_igst', einvoice: { status: 'registered' } });
      const payload = await payloadOf(invoice.invoice_id);
      expect(validate(payload) ? [] : validate.errors).toEqual([]);
      expect(payload.TranDtls.SupTyp).toBe('EXPWP');
      expect(payload.ValDtls.IgstVal).toBeGreaterThan(0);
      const note = (await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 500_00, reason: 'Fee reduced' })).json()
        .data;
      expect(note.einvoice).toMatchObject({ status: 'registered' });
      const text = await pdfOf(note.creditnote_url);
      expect(text.replace(/\s/g, '')).toContain(`IRN${note.einvoice.irn}`);
      expect(text).toContain('Export of services — overseas recipient (United States)');
    } finally {
      await exportTaxMode('lut');
    }
  });

  it('registers a client, street and Project named with double quotes, sending the texts without them', async () => {
    const client = await c.registeredClient({ clientName: 'ACME "India" Pvt Ltd', street: 'Unit 4, "Sagar" Tower, Nariman Point' });
    const res = await generateWith(client, { task_name: 'Audit of "Project Star"' });
    expect(res.statusCode).toBe(201);
    const invoice = res.body.data;
    expect(invoice.einvoice).toMatchObject({ status: 'registered', failure: null });
    const payload = await payloadOf(invoice.invoice_id);
    expect(validate(payload) ? [] : validate.errors).toEqual([]);
    expect(payload.BuyerDtls).toMatchObject({ LglNm: 'ACME India Pvt Ltd', Addr1: 'Unit 4, Sagar Tower, Nariman Point' });
    expect(payload.ItemList[0]!.PrdDesc).toMatch(/^Audit of Project Star \(/);
    // The invoice itself keeps the client's name as recorded.
    expect(await pdfOf(invoice.invoice_url)).toContain('ACME "India" Pvt Ltd');
  });

  it('issues a nil-rated supply as a Bill of Supply, without sending it to the IRP', async () => {
    const category = await insertServiceCategory(
      c.t.app.db,
      c.org.organization.id,
      { name: 'Nil-rated advice', description: 'Nil-rated', isActive: true, cgstBp: 0, sgstBp: 0, igstBp: 0, gstTreatment: 'nil_rated' },
      new Date(),
    );
    const res = await generateWith(await c.registeredClient(), { service_category_id: category.id });
    expect(res.statusCode).toBe(201);
    const invoice = res.body.data;
    expect(res.preview).toMatchObject({
      tax_treatment: 'nil_rated',
      tax_heads: [
        { name: 'CGST', rate_bp: 0 },
        { name: 'SGST', rate_bp: 0 },
      ],
    });
    expect(invoice).toMatchObject({ tax_treatment: 'nil_rated', einvoice: null });
    const text = await pdfOf(invoice.invoice_url);
    expect(text).toContain('Bill of Supply');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('IRN');
    // Its mail names it as its PDF does.
    const mails = await c.t.app.db.execute(
      sql`select message->>'subject' as subject from mail_outbox where message->>'subject' like ${`%${invoice.invoice_number} %`}`,
    );
    expect(rowsOf<{ subject: string }>(mails).map((m) => m.subject)).toEqual([
      `Bill of Supply ${invoice.invoice_number} from Kapoor Iyer & Co.`,
    ]);
  });
});
