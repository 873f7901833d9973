import { buildGstr1 } from './build';
import { invoiceInput, noteInput, UNREGISTERED, UNTAXED } from './fixtures.test-support';
import type { Gstr1Input } from './input';
import { gstr1SchemaErrors } from './validate.test-support';

const file = (over: Partial<Gstr1Input>) =>
  buildGstr1({ gstin: '29AAHFK4108N1ZZ', period: '2026-10', invoices: [], creditNotes: [], ...over });

describe('the GSTR-1 file', () => {
  it('has the header, fp as MMYYYY, and nothing else when the period is empty', () => {
    const json = file({ period: '2027-03' });
    expect(json).toEqual({ gstin: '29AAHFK4108N1ZZ', fp: '032027', version: expect.any(String), hash: 'hash' });
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });

  it('leaves out every empty section: a period of B2B invoices only has no hsn_b2c and no empty array anywhere', () => {
    const json = file({ invoices: [invoiceInput(), invoiceInput({ status: 'cancelled' })] });
    expect(Object.keys(json.hsn!)).toEqual(['hsn_b2b']);
    expect(JSON.stringify(json)).not.toContain('[]');
    expect(gstr1SchemaErrors(json)).toEqual([]);
    const b2c = file({ invoices: [invoiceInput(UNREGISTERED)] });
    expect(Object.keys(b2c.hsn!)).toEqual(['hsn_b2c']);
    expect(JSON.stringify(b2c)).not.toContain('[]');
  });

  it('takes no empty table in the schema', () => {
    const json = file({ invoices: [invoiceInput()] });
    expect(gstr1SchemaErrors({ ...json, hsn: { ...json.hsn, hsn_b2c: [] } })).not.toEqual([]);
    expect(gstr1SchemaErrors({ ...json, hsn: {} })).not.toEqual([]);
    expect(gstr1SchemaErrors({ ...json, b2b: [] })).not.toEqual([]);
  });

  it('groups B2B invoices by recipient GSTIN with rupees, dd-mm-yyyy dates, the state code and the rate in percent', () => {
    const a = invoiceInput({ taxablePaise: 12_345_67 });
    const b = invoiceInput({ recipientGstin: '27AAACR5055K1Z7', supplyType: 'inter_state', placeOfSupplyCode: '27' });
    const json = file({ invoices: [a, b] });
    expect(json.b2b).toEqual([
      {
        ctin: '27AAACR5055K1Z7',
        inv: [
          {
            inum: b.number,
            idt: '05-10-2026',
            val: 1180,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: '29AAACB1234C1Z5',
        inv: [
          {
            inum: a.number,
            idt: '05-10-2026',
            val: 14567.89,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 12345.67, rt: 18, camt: 1111.11, samt: 1111.11, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });

  it('sums B2CS by place, supply type and rate in paise, net of the period’s credit notes on B2CS supplies', () => {
    const small = (taxablePaise: number) => invoiceInput({ ...UNREGISTERED, taxablePaise });
    const invoices = [small(33_33), small(33_33), small(33_34)];
    const json = file({ invoices, creditNotes: [noteInput(invoices[0]!, 10_00)] });
    // 33.33 + 33.33 + 33.34 - 10.00 = 90.00; each head rounded per document: 3.00 + 3.00 + 3.00 - 0.90
    expect(json.b2cs).toEqual([{ sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 90, camt: 8.1, samt: 8.1, csamt: 0 }]);
    expect(json.cdnr).toBeUndefined();
    expect(json.cdnur).toBeUndefined();
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });

  it('puts large inter-state B2C invoices in B2CL by place of supply, and their notes in CDNUR as B2CL', () => {
    const large = invoiceInput({
      ...UNREGISTERED,
      supplyType: 'inter_state',
      placeOfSupplyCode: '33',
      taxablePaise: 2_00_000_00,
    });
    const json = file({ invoices: [large], creditNotes: [noteInput(large, 50_000_00)] });
    expect(json.b2cl).toEqual([
      {
        pos: '33',
        inv: [
          {
            inum: large.number,
            idt: '05-10-2026',
            val: 236000,
            itms: [{ num: 1801, itm_det: { txval: 200000, rt: 18, iamt: 36000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: expect.any(String),
        nt_dt: '20-10-2026',
        val: 59000,
        pos: '33',
        itms: [{ num: 1801, itm_det: { txval: 50000, rt: 18, iamt: 9000, csamt: 0 } }],
      },
    ]);
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });

  it('reports exports under LUT as WOPAY and their notes as EXPWOP without a place of supply', () => {
    const exported = invoiceInput({
      recipientGstin: null,
      gstCategory: 'overseas',
      supplyType: 'export_lut',
      placeOfSupplyCode: null,
      ...UNTAXED,
      totalPaise: 1_000_00,
    });
    const json = file({ invoices: [exported], creditNotes: [noteInput(exported, 100_00)] });
    expect(json.exp).toEqual([
      {
        exp_typ: 'WOPAY',
        inv: [{ inum: exported.number, idt: '05-10-2026', val: 1000, itms: [{ txval: 1000, rt: 0, iamt: 0, csamt: 0 }] }],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'EXPWOP',
        ntty: 'C',
        nt_num: expect.any(String),
        nt_dt: '20-10-2026',
        val: 100,
        itms: [{ num: 1, itm_det: { txval: 100, rt: 0, iamt: 0, csamt: 0 } }],
      },
    ]);
    expect(json.hsn?.hsn_b2c).toHaveLength(1);
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });

  it('reports credit notes on B2B invoices in CDNR with the invoice type of the recipient', () => {
    const sez = invoiceInput({ gstCategory: 'sez_with_payment', supplyType: 'inter_state', placeOfSupplyCode: '29' });
    const json = file({ creditNotes: [noteInput(sez, 500_00)] });
    expect(json.cdnr).toEqual([
      {
        ctin: sez.recipientGstin,
        nt: [
          {
            ntty: 'C',
            nt_num: expect.any(String),
            nt_dt: '20-10-2026',
            val: 590,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'SEWP',
            itms: [{ num: 1801, itm_det: { txval: 500, rt: 18, iamt: 90, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });

  it('puts nil-rated, exempt and non-GST supplies in Table 8 by inter/intra and registered/unregistered', () => {
    const invoices = [
      invoiceInput({ nilKind: 'nil', taxablePaise: 100_00, cgstPaise: 0, sgstPaise: 0, cgstBp: 0, sgstBp: 0, totalPaise: 100_00 }),
      invoiceInput({ nilKind: 'exempt', taxablePaise: 200_00, cgstPaise: 0, sgstPaise: 0, cgstBp: 0, sgstBp: 0, totalPaise: 200_00 }),
      invoiceInput({
        nilKind: 'non_gst',
        ...UNREGISTERED,
        supplyType: 'inter_state',
        igstBp: 0,
        igstPaise: 0,
        taxablePaise: 300_00,
        totalPaise: 300_00,
      }),
    ];
    const json = file({ invoices });
    expect(json.nil).toEqual({
      inv: [
        { sply_ty: 'INTRAB2B', nil_amt: 100, expt_amt: 200, ngsup_amt: 0 },
        { sply_ty: 'INTRB2C', nil_amt: 0, expt_amt: 0, ngsup_amt: 300 },
      ],
    });
    expect(json.b2b).toBeUndefined();
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });

  it('splits HSN into B2B and B2C by SAC and rate, invoices less credit notes', () => {
    const b2b = invoiceInput({ taxablePaise: 1_000_00 });
    const b2c = invoiceInput({ ...UNREGISTERED, taxablePaise: 400_00 });
    const json = file({ invoices: [b2b, b2c], creditNotes: [noteInput(b2b, 250_00)] });
    // One row each: the SAC at 18 % within the state, its description cut to the portal's 30 characters.
    const sacRow = (txval: number, half: number) => ({
      num: 1,
      hsn_sc: '998221',
      desc: 'Accounting and bookkeeping ser',
      uqc: 'NA',
      qty: 0,
      rt: 18,
      txval,
      iamt: 0,
      camt: half,
      samt: half,
      csamt: 0,
    });
    expect(json.hsn).toEqual({ hsn_b2b: [sacRow(750, 67.5)], hsn_b2c: [sacRow(400, 36)] });
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });

  it('counts cancelled invoices and notes in Table 13 only, per series from the lowest to the highest number', () => {
    const invoices = [
      invoiceInput({ number: 'KAINV/26-27/0007' }),
      invoiceInput({ number: 'KAINV/26-27/0005', status: 'cancelled' }),
      invoiceInput({ number: 'KAINV/26-27/0006' }),
    ];
    const notes = [noteInput(invoices[0]!, 100_00, { number: 'KACN/26-27/0002', status: 'cancelled' })];
    const json = file({ invoices, creditNotes: notes });
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [{ num: 1, from: 'KAINV/26-27/0005', to: 'KAINV/26-27/0007', totnum: 3, cancel: 1, net_issue: 2 }],
        },
        {
          doc_num: 5,
          doc_typ: 'Credit Note',
          docs: [{ num: 1, from: 'KACN/26-27/0002', to: 'KACN/26-27/0002', totnum: 1, cancel: 1, net_issue: 0 }],
        },
      ],
    });
    expect(json.b2b?.[0]?.inv.map((i) => i.inum)).toEqual(['KAINV/26-27/0007', 'KAINV/26-27/0006']);
    expect(json.cdnr).toBeUndefined();
    expect(gstr1SchemaErrors(json)).toEqual([]);
  });
});
