// The e-invoice (form GST INV-01) as a JSON Schema (draft-07), written from the published format:
// - the e-invoice schema notified by CBIC (Notification 60/2020-CT, 30 July 2020: "e-invoice JSON schema
//   version 1.1"), https://einvoice1.gst.gov.in/Documents/e-invoice_Schema_notified_on_30thJuly.pdf ;
// - the Invoice Registration Portal's API documentation of Generate IRN (eicore v1.03), its validation
//   rules and master codes (states, UQC units, GST rates), https://einv-apisandbox.nic.in ;
// cross-checked against public ERP implementations of the format (field names, lengths, patterns).
// - NIC's own JSON Schema of INV-01 1.1 as the IRP publishes it: its patterns are copied as written, among
//   them `^([^\"])*$` on every free text (names, addresses, places, descriptions, remarks): the IRP
//   refuses a double quote there, so `irpText` (payload.ts) takes them out before the check.
// Only the parts a services firm writes are described, and each as strictly as the IRP checks it (lengths,
// patterns, two decimals, enumerations); additionalProperties is false so a misspelt field fails here, not
// at the IRP. Optional sections the firm never sends (dispatch, shipping, e-way bill, payment,
// attachments) are left out; of the export details only what a service's export carries (no shipping bill
// or port).
//
// NIC writes the no-double-quote pattern with an escaped quote, which JavaScript's unicode regular
// expressions (Ajv's default) refuse: compile this schema with `EINVOICE_AJV_OPTIONS`.

// The schema's ceiling of 99,999,999,999,999.99 is beyond a double's two decimals: MAX_PAISE bounds our amounts long before it.
const amount = { type: 'number', minimum: 0, maximum: 999999999999.99, multipleOf: 0.01 } as const;
const itemAmount = { type: 'number', minimum: 0, maximum: 999999999999.99, multipleOf: 0.01 } as const;
/** GST rates the IRP accepts (its rate master). */
const gstRate = { type: 'number', enum: [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] } as const;
const date = { type: 'string', pattern: '^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/20[0-9]{2}$' } as const;
const stateCode = { type: 'string', pattern: '^(0[1-9]|[1-3][0-9]|9[679])$' } as const;
const gstin = { type: 'string', pattern: '^[0-9]{2}[0-9A-Z]{13}$' } as const;
const pin = { type: 'integer', minimum: 100000, maximum: 999999 } as const;
/** NIC's pattern of a free text: no double quote (the backslash escapes the quote, as NIC writes it). */
export const IRP_TEXT_PATTERN = '^([^\\"])*$';
const text = (min: number, max: number) => ({ type: 'string', minLength: min, maxLength: max, pattern: IRP_TEXT_PATTERN }) as const;
/** Document numbers: up to 16 of A-Z, 0-9, '/' and '-', not starting with 0, '/' or '-'. */
const docNumber = { type: 'string', pattern: '^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$' } as const;
const object = (required: readonly string[], properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

const party = (extra: Record<string, unknown>, required: readonly string[]) =>
  object(required, {
    Gstin: gstin,
    LglNm: text(3, 100),
    TrdNm: text(3, 100),
    Addr1: text(1, 100),
    Addr2: text(3, 100),
    Loc: text(3, 50),
    Pin: pin,
    Stcd: stateCode,
    Ph: { type: 'string', minLength: 6, maxLength: 12, pattern: '^([0-9]{6,12})$' },
    Em: { type: 'string', minLength: 6, maxLength: 100, pattern: '^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$' },
    ...extra,
  });

export const EINVOICE_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://firm.local/schemas/einvoice-inv-01-1.1.json',
  title: 'e-Invoice (GST INV-01), schema version 1.1',
  ...object(['Version', 'TranDtls', 'DocDtls', 'SellerDtls', 'BuyerDtls', 'ItemList', 'ValDtls'], {
    Version: { const: '1.1' },
    TranDtls: object(['TaxSch', 'SupTyp'], {
      TaxSch: { enum: ['GST'] },
      SupTyp: { enum: ['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP'] },
      RegRev: { enum: ['Y', 'N'] },
      EcmGstin: gstin,
      IgstOnIntra: { enum: ['Y', 'N'] },
    }),
    DocDtls: object(['Typ', 'No', 'Dt'], { Typ: { enum: ['INV', 'CRN', 'DBN'] }, No: docNumber, Dt: date }),
    SellerDtls: party({}, ['Gstin', 'LglNm', 'Addr1', 'Loc', 'Pin', 'Stcd']),
    BuyerDtls: party({ Gstin: { type: 'string', pattern: '^([0-9]{2}[0-9A-Z]{13}|URP)$' }, Pos: stateCode }, [
      'Gstin',
      'LglNm',
      'Pos',
      'Addr1',
      'Loc',
      'Pin',
      'Stcd',
    ]),
    RefDtls: object(['PrecDocDtls'], {
      InvRm: text(3, 100),
      PrecDocDtls: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        items: object(['InvNo', 'InvDt'], { InvNo: docNumber, InvDt: date, OthRefNo: text(1, 20) }),
      },
    }),
    ItemList: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: object(['SlNo', 'IsServc', 'HsnCd', 'UnitPrice', 'TotAmt', 'AssAmt', 'GstRt', 'TotItemVal'], {
        SlNo: { type: 'string', pattern: '^[0-9]{1,6}$' },
        PrdDesc: text(3, 300),
        IsServc: { enum: ['Y', 'N'] },
        // A service's SAC is six digits starting 99; goods take 4, 6 or 8 digits of HSN.
        HsnCd: { type: 'string', pattern: '^([0-9]{4}|[0-9]{6}|[0-9]{8})$' },
        Qty: { type: 'number', minimum: 0, maximum: 9999999999.999 },
        Unit: { type: 'string', minLength: 3, maxLength: 8, pattern: '^([A-Z|a-z]{3,8})$' },
        UnitPrice: { type: 'number', minimum: 0, maximum: 999999999999.999 },
        TotAmt: itemAmount,
        Discount: itemAmount,
        PreTaxVal: itemAmount,
        AssAmt: itemAmount,
        GstRt: gstRate,
        IgstAmt: itemAmount,
        CgstAmt: itemAmount,
        SgstAmt: itemAmount,
        CesRt: { type: 'number', minimum: 0, maximum: 100 },
        CesAmt: itemAmount,
        OthChrg: itemAmount,
        TotItemVal: itemAmount,
      }),
    },
    ValDtls: object(['AssVal', 'TotInvVal'], {
      AssVal: amount,
      CgstVal: amount,
      SgstVal: amount,
      IgstVal: amount,
      CesVal: amount,
      StCesVal: amount,
      Discount: amount,
      OthChrg: amount,
      RndOffAmt: { type: 'number', minimum: -99.99, maximum: 99.99 },
      TotInvVal: amount,
      TotInvValFc: amount,
    }),
    // An export's details: the recipient's country (ISO 3166 alpha-2) and, billed in another currency, its code.
    ExpDtls: object([], {
      ForCur: { type: 'string', minLength: 3, maxLength: 16, pattern: '^[A-Z|a-z]{3,16}$' },
      CntCode: { type: 'string', minLength: 2, maxLength: 2, pattern: '^([A-Z]{2})$' },
      RefClm: { enum: ['Y', 'N'] },
    }),
  }),
} as const;

/**
 * How Ajv must compile `EINVOICE_JSON_SCHEMA`: every error, strict, amounts checked to two decimals, and
 * regular expressions without the unicode flag so NIC's `^([^\"])*$` compiles as NIC wrote it.
 */
export const EINVOICE_AJV_OPTIONS = { allErrors: true, strict: true, multipleOfPrecision: 2, unicodeRegExp: false } as const;
