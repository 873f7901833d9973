import { SEZ_IGST_DECLARATION, SEZ_LUT_DECLARATION } from '@firm/shared/domain/gst';
import type { clients } from '../../../db/schema-clients';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext, type Invoiced } from '../credit-notes/credit-notes.test-support';
import { billingPdfText } from '../pdf/pdf-text.test-support';

// A supply to an SEZ unit or developer in the firm's own state is inter-state (IGST Act s.7(5)(b)) and
// zero-rated: its PDF carries the endorsement an export carries, under LUT or with IGST.

describe.each(testDrivers())('an invoice to an SEZ (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const generate = async (values: Partial<typeof clients.$inferInsert>) => {
    const clientId = await c.clientIn({ street: '1 Road', state: 'Maharashtra', gstNumber: '27AAPFU0939F1ZV', ...values });
    return (await c.invoice({ client_id: clientId })) as Invoiced & { invoice_url: string; supply_type: string };
  };
  const pdfOf = async (url: string) => billingPdfText((await c.call(admin(), 'GET', url)).rawPayload);

  it.each([
    ['the LUT endorsement and IGST at 0 % on a supply under LUT', 'sez_without_payment', 'sez_lut', SEZ_LUT_DECLARATION, 'IGST @ 0%'],
    [
      'the with-payment endorsement and IGST at the rate on a supply with IGST',
      'sez_with_payment',
      'sez_igst',
      SEZ_IGST_DECLARATION,
      'IGST @ 18%',
    ],
  ] as const)('prints %s', async (_name, gstCategory, supplyType, declaration, igst) => {
    const invoice = await generate({ gstCategory });
    expect(invoice.supply_type).toBe(supplyType);
    const text = await pdfOf(invoice.invoice_url);
    expect(text).toContain(declaration);
    expect(text).toContain(igst);
    // Zero-rated either way: inter-state, so no CGST.
    expect(text).not.toContain('CGST');
  });
});
