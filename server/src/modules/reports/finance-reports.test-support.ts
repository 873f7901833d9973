import { eq } from 'drizzle-orm';
import { creditNotes, invoices } from '../../db/schema-invoices';
import { invoicePayments } from '../../db/schema-payments';
import type { Driver } from '../../test/test-database';
import { creditNotesTestContext, type CreditNotesTestContext } from '../billing/credit-notes/credit-notes.test-support';
import { seedBillingOffice } from '../billing/invoices/invoices.test-support';

// The money reports' firm on 2026-11-21 in India (the context's clock). Five clients: A (Maharashtra GSTIN, the
// firm's own state: CGST+SGST), B (Karnataka GSTIN: IGST), a client named as a spreadsheet formula (unregistered,
// Maharashtra: B2CS), D (unregistered, Gujarat: one invoice above ₹1 lakh = B2CL, one small = B2CS), E (export
// under LUT). Invoices are issued through the real route, then given the days, parties and taxes each case needs;
// payments, a reversal (made at 00:30 on 1 November in India) and credit notes are written as the services write them.

export const FORMULA_CLIENT = '=HYPERLINK("http://evil.test","Click")';
export const GSTIN_A = '27AAPFU0939F1ZV';
export const GSTIN_B = '29AAGCB7383J1Z4';

type Tax = { taxable: number; cgst?: number; sgst?: number; igst?: number };
type Place = { code: string | null; name: string | null; supply: 'intra_state' | 'inter_state' | 'export_lut' };
const MH: Place = { code: '27', name: 'Maharashtra', supply: 'intra_state' };
const KA: Place = { code: '29', name: 'Karnataka', supply: 'inter_state' };
const GJ: Place = { code: '24', name: 'Gujarat', supply: 'inter_state' };
const EXPORT: Place = { code: null, name: null, supply: 'export_lut' };

export type FinanceWorld = CreditNotesTestContext & {
  clients: Record<'a' | 'b' | 'formula' | 'd' | 'e', number>;
  /** Invoice ids by the name the cases use (inv1 ... inv9). */
  inv: Record<string, { id: number; number: string }>;
};

export function financeTestContext(driver: Driver): FinanceWorld {
  const c = creditNotesTestContext(driver) as FinanceWorld;
  beforeAll(async () => {
    const db = c.t.app.db;
    await seedBillingOffice(db, c.other.organization.id);
    c.clients = {
      a: await c.clientIn({ clientName: 'Apex Textiles', gstNumber: GSTIN_A, state: 'Maharashtra' }),
      b: await c.clientIn({ clientName: 'Bengaluru Bytes', gstNumber: GSTIN_B, state: 'Karnataka' }),
      formula: await c.clientIn({ clientName: FORMULA_CLIENT, state: 'Maharashtra' }),
      d: await c.clientIn({ clientName: 'Dholakia, Sons & "Co"', state: 'Gujarat' }),
      e: await c.clientIn({ clientName: 'Euro Advisory GmbH', country: 'Germany' }),
    };
    c.inv = {};
    const issue = async (key: string, client: keyof FinanceWorld['clients'], days: [string, string], place: Place, tax: Tax) => {
      const issued = await c.invoice();
      const [name, gstin] = {
        a: ['Apex Textiles', GSTIN_A],
        b: ['Bengaluru Bytes', GSTIN_B],
        formula: [FORMULA_CLIENT, null],
        d: ['Dholakia, Sons & "Co"', null],
        e: ['Euro Advisory GmbH', null],
      }[client];
      const heads = { cgst: tax.cgst ?? 0, sgst: tax.sgst ?? 0, igst: tax.igst ?? 0 };
      await db
        .update(invoices)
        .set({
          clientId: c.clients[client],
          recipientName: name!,
          recipientGstin: gstin,
          invoiceDate: days[0],
          dueDate: days[1],
          supplyType: place.supply,
          placeOfSupplyCode: place.code,
          placeOfSupplyName: place.name,
          taxablePaise: tax.taxable,
          cgstBp: heads.cgst ? 900 : 0,
          sgstBp: heads.sgst ? 900 : 0,
          igstBp: heads.igst ? 1800 : 0,
          cgstPaise: heads.cgst,
          sgstPaise: heads.sgst,
          igstPaise: heads.igst,
          totalPaise: tax.taxable + heads.cgst + heads.sgst + heads.igst,
        })
        .where(eq(invoices.id, issued.invoice_id));
      c.inv[key] = { id: issued.invoice_id, number: issued.invoice_number };
    };
    await issue('inv1', 'a', ['2026-07-10', '2026-07-15'], MH, { taxable: 10_000_00, cgst: 900_00, sgst: 900_00 });
    await issue('inv7', 'a', ['2026-08-01', '2026-08-06'], MH, { taxable: 10_000_00, cgst: 900_00, sgst: 900_00 });
    await issue('inv9', 'b', ['2026-09-10', '2026-09-15'], KA, { taxable: 10_000_00, igst: 1_800_00 });
    await issue('inv2', 'a', ['2026-10-05', '2026-10-10'], MH, { taxable: 20_000_00, cgst: 1_800_00, sgst: 1_800_00 });
    await issue('inv3', 'b', ['2026-10-12', '2026-10-17'], KA, { taxable: 50_000_00, igst: 9_000_00 });
    await issue('inv8', 'e', ['2026-10-20', '2026-10-25'], EXPORT, { taxable: 30_000_00 });
    await issue('inv5', 'd', ['2026-11-02', '2026-11-07'], GJ, { taxable: 1_50_000_00, igst: 27_000_00 });
    await issue('inv6', 'd', ['2026-11-03', '2026-11-08'], GJ, { taxable: 2_000_00, igst: 360_00 });
    await issue('inv4', 'formula', ['2026-11-18', '2026-11-23'], MH, { taxable: 1_000_00, cgst: 90_00, sgst: 90_00 });

    const admin = c.org.users.admin.id;
    const pay = async (key: string, amount: number, method: 'manual' | 'sandbox' | 'reversal', at: string, reversesId?: number) => {
      const [row] = await db
        .insert(invoicePayments)
        .values({
          organizationId: c.org.organization.id,
          invoiceId: c.inv[key]!.id,
          amountPaise: amount,
          method,
          recordedBy: method === 'sandbox' ? null : admin,
          reversesId: reversesId ?? null,
          createdAt: new Date(at),
        })
        .returning();
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, c.inv[key]!.id));
      await db
        .update(invoices)
        .set({ paidPaise: invoice!.paidPaise + amount })
        .where(eq(invoices.id, invoice!.id));
      return row!.id;
    };
    await pay('inv1', 5_000_00, 'manual', '2026-08-05T06:00:00Z');
    await pay('inv7', 11_800_00, 'manual', '2026-08-20T06:00:00Z');
    const handPaid = await pay('inv2', 23_600_00, 'manual', '2026-10-20T06:00:00Z');
    await pay('inv3', 20_000_00, 'sandbox', '2026-10-25T06:00:00Z');
    // 19:00 UTC on 31 October is 00:30 on 1 November in India: a November reversal.
    await pay('inv2', -23_600_00, 'reversal', '2026-10-31T19:00:00Z', handPaid);

    let n = 0;
    const credit = async (key: string, day: string, tax: Tax) => {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, c.inv[key]!.id));
      const total = tax.taxable + (tax.cgst ?? 0) + (tax.sgst ?? 0) + (tax.igst ?? 0);
      n += 1;
      await db.insert(creditNotes).values({
        organizationId: c.org.organization.id,
        invoiceId: invoice!.id,
        officeId: invoice!.officeId,
        creditNoteNumber: `CN/2026-27/000${n}`,
        financialYear: 2026,
        creditNoteDate: day,
        reason: 'Fee revised',
        taxablePaise: tax.taxable,
        cgstPaise: tax.cgst ?? 0,
        sgstPaise: tax.sgst ?? 0,
        igstPaise: tax.igst ?? 0,
        totalPaise: total,
        documentId: invoice!.documentId,
        createdBy: admin,
      });
      await db
        .update(invoices)
        .set({ creditedPaise: invoice!.creditedPaise + total })
        .where(eq(invoices.id, invoice!.id));
    };
    await credit('inv3', '2026-11-10', { taxable: 10_000_00, igst: 1_800_00 });
    await credit('inv5', '2026-11-15', { taxable: 5_000_00, igst: 900_00 });
    await credit('inv6', '2026-11-16', { taxable: 500_00, igst: 90_00 });

    // The other firm: an overdue invoice that must never show.
    const theirs = await c.invoice({}, c.other);
    await db.update(invoices).set({ invoiceDate: '2026-10-01', dueDate: '2026-10-06' }).where(eq(invoices.id, theirs.invoice_id));
  });
  return c;
}
