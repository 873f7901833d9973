import { buildEinvoicePayload, einvoiceFieldsToCorrect, irpText, type EinvoiceInput } from './payload';
import { complaints, creditNoteOf, seller } from './schema.test-support';

// Exports, SEZ supplies, credit notes and free texts with double quotes, each checked against NIC's schema
// of INV-01 1.1 (its patterns as NIC writes them, compiled as the server compiles them).

const exportLut: EinvoiceInput = {
  docType: 'INV',
  number: 'INV/2026-27/0009',
  date: '2026-11-21',
  category: 'overseas',
  supplyType: 'export_lut',
  seller,
  buyer: {
    gstin: '',
    legalName: 'Globex Corporation',
    address: '500 Market Street, Suite 12',
    city: 'San Francisco',
    pincode: '94105',
    stateCode: null,
    country: 'United States',
  },
  placeOfSupplyCode: '96',
  line: {
    sacCode: '998221',
    description: 'US GAAP reporting pack (Financial auditing services)',
    taxablePaise: 2_50_000_00,
    rateBp: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
  },
};

const exportIgst: EinvoiceInput = {
  ...exportLut,
  supplyType: 'export_igst',
  line: { ...exportLut.line, rateBp: 1800, igstPaise: 45_000_00 },
};

describe('the e-invoice of an export of services', () => {
  it('writes an export under LUT as EXPWOP to an unregistered buyer in state 96 with PIN 999999 and its country', () => {
    const payload = buildEinvoicePayload(exportLut);
    expect(complaints(payload)).toEqual([]);
    expect(payload.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'EXPWOP', RegRev: 'N', IgstOnIntra: 'N' });
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
    expect(payload.ValDtls).toEqual({ AssVal: 250000, CgstVal: 0, SgstVal: 0, IgstVal: 0, TotInvVal: 250000 });
  });

  it('writes an export with IGST paid as EXPWP with its IGST', () => {
    const payload = buildEinvoicePayload(exportIgst);
    expect(complaints(payload)).toEqual([]);
    expect(payload.TranDtls.SupTyp).toBe('EXPWP');
    expect(payload.ItemList[0]).toMatchObject({ GstRt: 18, IgstAmt: 45000, TotItemVal: 295000 });
    expect(payload.BuyerDtls).toMatchObject({ Gstin: 'URP', Stcd: '96', Pin: 999999, Pos: '96' });
  });

  it('names the country by its ISO code as typed, and leaves ExpDtls out when the country is not a known one', () => {
    expect(buildEinvoicePayload({ ...exportLut, buyer: { ...exportLut.buyer, country: 'GB' } }).ExpDtls).toEqual({ CntCode: 'GB' });
    const unknown = buildEinvoicePayload({ ...exportLut, buyer: { ...exportLut.buyer, country: 'Atlantis' } });
    expect(unknown.ExpDtls).toBeUndefined();
    expect(complaints(unknown)).toEqual([]);
  });

  it('writes a credit note against an export as a CRN to the same overseas buyer', () => {
    const payload = buildEinvoicePayload({
      ...creditNoteOf(exportIgst, 'CN/2026-27/0002', 'INV/2026-27/0009'),
      line: { ...exportIgst.line, taxablePaise: 10_000_00, igstPaise: 1_800_00 },
    });
    expect(complaints(payload)).toEqual([]);
    expect(payload.DocDtls.Typ).toBe('CRN');
    expect(payload.BuyerDtls.Gstin).toBe('URP');
    expect(payload.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'INV/2026-27/0009', InvDt: '21/11/2026' }] });
  });

  it('still asks for what the IRP needs of an overseas buyer: its city', () => {
    const payload = buildEinvoicePayload({ ...exportLut, buyer: { ...exportLut.buyer, city: null } });
    expect(einvoiceFieldsToCorrect(complaints(payload))).toEqual(["the client's city"]);
  });
});

describe('SEZ supplies and credit notes against NIC’s schema', () => {
  it.each([
    ['sez_with_payment', 'sez_igst', 'SEZWP', 22_222_22],
    ['sez_without_payment', 'sez_lut', 'SEZWOP', 0],
  ] as const)('writes a %s supply (%s) as %s, invoice and credit note alike', (category, supplyType, expected, igst) => {
    const sez: EinvoiceInput = {
      ...exportLut,
      category,
      supplyType,
      buyer: {
        gstin: '29AAPFU0939F1ZV',
        legalName: 'Infosys BPM SEZ Unit',
        address: 'Electronics City Phase 1',
        city: 'Bengaluru',
        pincode: '560100',
        stateCode: '29',
      },
      placeOfSupplyCode: '29',
      line: { ...exportLut.line, rateBp: igst ? 1800 : 0, igstPaise: igst },
    };
    for (const input of [sez, { ...sez, docType: 'CRN' as const, original: { number: 'INV/2026-27/0003', date: '2026-11-20' } }]) {
      const payload = buildEinvoicePayload(input);
      expect(complaints(payload)).toEqual([]);
      expect(payload.TranDtls.SupTyp).toBe(expected);
      expect(payload.BuyerDtls).toMatchObject({ Gstin: '29AAPFU0939F1ZV', Stcd: '29', Pin: 560100, Pos: '29' });
      expect(payload.ExpDtls).toBeUndefined();
    }
  });
});

describe('free texts with double quotes', () => {
  const quoted: EinvoiceInput = {
    ...exportLut,
    category: 'regular',
    supplyType: 'intra_state',
    buyer: {
      gstin: '27AAACR5055K1Z7',
      legalName: 'ACME "India" Pvt Ltd',
      address: 'Unit 4, "Sagar" Tower, Nariman Point',
      city: 'Mumbai',
      pincode: '400021',
      stateCode: '27',
    },
    placeOfSupplyCode: '27',
    line: {
      ...exportLut.line,
      description: 'Audit of "Project Star" (Financial auditing services)',
      rateBp: 1800,
      cgstPaise: 22_500_00,
      sgstPaise: 22_500_00,
    },
  };

  it('NIC’s schema refuses a double quote in a name, an address or a description', () => {
    const payload = buildEinvoicePayload(quoted);
    const raw = {
      ...payload,
      BuyerDtls: { ...payload.BuyerDtls, LglNm: 'ACME "India" Pvt Ltd', Addr1: 'Unit 4, "Sagar" Tower' },
      ItemList: [{ ...payload.ItemList[0], PrdDesc: 'Audit of "Project Star"' }],
    };
    expect(einvoiceFieldsToCorrect(complaints(raw))).toEqual(["the client's name", "the client's street address", "the Project's name"]);
  });

  it('takes the quotes out, so a client named ACME "India" Pvt Ltd still registers', () => {
    const payload = buildEinvoicePayload(quoted);
    expect(complaints(payload)).toEqual([]);
    expect(payload.BuyerDtls.LglNm).toBe('ACME India Pvt Ltd');
    expect(payload.BuyerDtls.Addr1).toBe('Unit 4, Sagar Tower, Nariman Point');
    expect(payload.ItemList[0]!.PrdDesc).toBe('Audit of Project Star (Financial auditing services)');
  });

  it('folds whitespace and cuts a text to its field’s length', () => {
    expect(irpText('  "A"\n\tB  ', 100)).toBe('A B');
    expect(irpText('x'.repeat(120), 100)).toHaveLength(100);
    expect(irpText(null, 100)).toBe('');
  });
});
