import { buildEinvoicePayload, einvoiceFieldsToCorrect, type EinvoiceInput } from './payload';
import { complaints, creditNoteOf, seller } from './schema.test-support';
import { einvoiceApplies, invoiceTitleOf, isIrnCancellable } from './einvoice';

const intraState: EinvoiceInput = {
  docType: 'INV',
  number: 'INV/2026-27/0007',
  date: '2026-11-21',
  category: 'regular',
  supplyType: 'intra_state',
  seller,
  buyer: {
    gstin: '27AAACR5055K1Z7',
    legalName: 'Reliance Retail Ltd',
    address: 'Maker Chambers IV, Nariman Point',
    city: 'Mumbai',
    pincode: '400021',
    stateCode: '27',
  },
  placeOfSupplyCode: '27',
  line: {
    sacCode: '998222',
    description: 'Statutory audit FY 2025-26 (Accounting and auditing services)',
    taxablePaise: 1_23_456_78,
    rateBp: 1800,
    cgstPaise: 11_111_11,
    sgstPaise: 11_111_11,
    igstPaise: 0,
  },
};

describe('the e-invoice JSON (INV-01, schema 1.1)', () => {
  it('writes an intra-state invoice in rupees with two decimals from paise, and the schema accepts it', () => {
    const payload = buildEinvoicePayload(intraState);
    expect(complaints(payload)).toEqual([]);
    expect(payload).toEqual({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', No: 'INV/2026-27/0007', Dt: '21/11/2026' },
      SellerDtls: {
        Gstin: '27AAHFK4108N1Z3',
        LglNm: 'Kapoor Iyer & Co.',
        Addr1: '14 Dalal Street, Fort',
        Loc: 'Mumbai',
        Pin: 400001,
        Stcd: '27',
      },
      BuyerDtls: {
        Gstin: '27AAACR5055K1Z7',
        LglNm: 'Reliance Retail Ltd',
        Addr1: 'Maker Chambers IV, Nariman Point',
        Loc: 'Mumbai',
        Pin: 400021,
        Stcd: '27',
        Pos: '27',
      },
      ItemList: [
        {
          SlNo: '1',
          PrdDesc: 'Statutory audit FY 2025-26 (Accounting and auditing services)',
          IsServc: 'Y',
          HsnCd: '998222',
          Qty: 1,
          Unit: 'OTH',
          UnitPrice: 123456.78,
          TotAmt: 123456.78,
          AssAmt: 123456.78,
          GstRt: 18,
          IgstAmt: 0,
          CgstAmt: 11111.11,
          SgstAmt: 11111.11,
          TotItemVal: 145679,
        },
      ],
      ValDtls: { AssVal: 123456.78, CgstVal: 11111.11, SgstVal: 11111.11, IgstVal: 0, TotInvVal: 145679 },
    });
    expect(JSON.stringify(payload.ValDtls)).toBe(
      '{"AssVal":123456.78,"CgstVal":11111.11,"SgstVal":11111.11,"IgstVal":0,"TotInvVal":145679}',
    );
  });

  it.each([
    ['regular', 'inter_state', 'B2B'],
    ['composition', 'inter_state', 'B2B'],
    ['sez_with_payment', 'sez_igst', 'SEZWP'],
    ['sez_without_payment', 'sez_lut', 'SEZWOP'],
    ['deemed_export', 'inter_state', 'DEXP'],
  ] as const)('writes a %s client on a %s supply as %s', (category, supplyType, expected) => {
    const igst = supplyType === 'sez_lut' ? 0 : 22_222_22;
    const payload = buildEinvoicePayload({
      ...intraState,
      category,
      supplyType,
      buyer: { ...intraState.buyer, gstin: '29AAPFU0939F1ZV', stateCode: '29' },
      placeOfSupplyCode: '29',
      line: { ...intraState.line, rateBp: igst ? 1800 : 0, cgstPaise: 0, sgstPaise: 0, igstPaise: igst },
    });
    expect(payload.TranDtls.SupTyp).toBe(expected);
    expect(complaints(payload)).toEqual([]);
  });

  it('says IGST on an intra-state supply when IGST is charged in the seller’s own state', () => {
    const payload = buildEinvoicePayload({
      ...intraState,
      category: 'sez_with_payment',
      supplyType: 'sez_igst',
      line: { ...intraState.line, cgstPaise: 0, sgstPaise: 0, igstPaise: 22_222_22 },
    });
    expect(payload.TranDtls.IgstOnIntra).toBe('Y');
    expect(complaints(payload)).toEqual([]);
  });

  it('writes a credit note as CRN with the invoice it adjusts', () => {
    const payload = buildEinvoicePayload(creditNoteOf(intraState, 'CN/2026-27/0001', 'INV/2026-27/0007'));
    expect(payload.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/2026-27/0001', Dt: '21/11/2026' });
    expect(payload.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'INV/2026-27/0007', InvDt: '21/11/2026' }] });
    expect(complaints(payload)).toEqual([]);
  });

  it('splits a long address into two lines of at most 100 characters', () => {
    const address = `${'Block A, '.repeat(10)}Tower 2, Bandra Kurla Complex, Bandra East`;
    const payload = buildEinvoicePayload({ ...intraState, buyer: { ...intraState.buyer, address } });
    expect(payload.BuyerDtls.Addr1.length).toBeLessThanOrEqual(100);
    expect(payload.BuyerDtls.Addr2!.length).toBeLessThanOrEqual(100);
    expect(complaints(payload)).toEqual([]);
  });

  it('leaves out what the firm has not recorded, and the schema names it as a field to correct', () => {
    const payload = buildEinvoicePayload({ ...intraState, buyer: { ...intraState.buyer, city: null, pincode: '12' } });
    expect(einvoiceFieldsToCorrect(complaints(payload))).toEqual(["the client's city", "the client's PIN code"]);
  });

  it.each([
    ['a rate the IRP does not know', { GstRt: 17 }],
    ['an amount with three decimals', { AssAmt: 10.005 }],
    ['a negative amount', { TotAmt: -1 }],
    ['a field the schema does not have', { Colour: 'red' }],
  ])('refuses %s', (_, change) => {
    const payload = buildEinvoicePayload(intraState);
    expect(complaints({ ...payload, ItemList: [{ ...payload.ItemList[0], ...change }] })).not.toEqual([]);
  });

  it('refuses a document number starting with a slash and a date not in dd/mm/yyyy', () => {
    const payload = buildEinvoicePayload(intraState);
    expect(complaints({ ...payload, DocDtls: { ...payload.DocDtls, No: '/1' } })).not.toEqual([]);
    expect(complaints({ ...payload, DocDtls: { ...payload.DocDtls, Dt: '2026-11-21' } })).not.toEqual([]);
  });
});

describe('which documents are e-invoiced', () => {
  it.each([
    ['regular', '27AAACR5055K1Z7', 'intra_state', true],
    ['sez_without_payment', '29AAPFU0939F1ZV', 'sez_lut', true],
    ['unregistered', null, 'intra_state', false],
    ['regular', null, 'intra_state', false],
    ['overseas', null, 'export_lut', true],
    ['overseas', null, 'export_igst', true],
    ['regular', null, 'export_lut', true],
  ] as const)('a %s client with GSTIN %s on a %s supply: %s', (category, gstin, supplyType, expected) => {
    expect(einvoiceApplies({ category, gstin, supplyType })).toBe(expected);
  });

  it.each([
    ['nil_rated', 'Bill of Supply', false],
    ['exempt', 'Bill of Supply', false],
    ['taxable', 'Tax Invoice', true],
  ] as const)('a %s supply is titled %s and e-invoiced: %s', (taxTreatment, title, einvoiced) => {
    expect(invoiceTitleOf(taxTreatment)).toBe(title);
    expect(einvoiceApplies({ category: 'regular', gstin: '27AAACR5055K1Z7', supplyType: 'intra_state', taxTreatment })).toBe(einvoiced);
    expect(einvoiceApplies({ category: 'overseas', gstin: null, supplyType: 'export_lut', taxTreatment })).toBe(einvoiced);
  });

  it('allows cancelling an IRN up to 24 hours after its acknowledgement, not a second later', () => {
    const ack = new Date('2026-11-21T10:00:00Z');
    expect(isIrnCancellable(ack, new Date('2026-11-22T10:00:00Z'))).toBe(true);
    expect(isIrnCancellable(ack, new Date('2026-11-22T10:00:01Z'))).toBe(false);
  });
});
