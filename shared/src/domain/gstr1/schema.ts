// The GSTR-1 file as a JSON Schema (draft-07), written from the published format:
// - GSTN's API specification of GSTR-1 "Save" (returns/gstr1, action RETSAVE), GST Developer Portal,
//   https://developer.gst.gov.in/apiportal/taxpayer/returns — section keys, field names and enumerations
//   (inv_typ R/SEWP/SEWOP/DE, exp_typ WPAY/WOPAY, cdnur typ B2CL/EXPWP/EXPWOP, nil sply_ty, doc_num);
// - the GSTR-1 offline tool's JSON and its advisory on Table 12 split into hsn_b2b / hsn_b2c and Table 13
//   (doc_issue) being mandatory from the May 2025 return period (GSTN advisory, January 2025),
//   https://tutorial.gst.gov.in/downloads/offlinetools ;
// cross-checked against public GSTR-1 JSON writers (ERP exporters that produce files the portal accepts).
// It is as strict as the portal on what we write (patterns, two decimals, enumerations) and does not
// describe the sections a services firm never files (at, atadj, txpd, b2ba...).

const amount = { type: 'number', multipleOf: 0.01 } as const;
const positiveAmount = { ...amount, minimum: 0 } as const;
const rate = { type: 'number', enum: [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] } as const;
const gstin = { type: 'string', pattern: '^[0-9]{2}[0-9A-Z]{13}$' } as const;
const docNumber = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9/-]{0,15}$' } as const;
const date = { type: 'string', pattern: '^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-[0-9]{4}$' } as const;
const pos = { type: 'string', pattern: '^(0[1-9]|[1-3][0-9]|9[679])$' } as const;
/** A rate and the taxable value with its four tax heads: an item, a B2CS row and an HSN row each carry them. */
const rateAndTaxes = { rt: rate, txval: amount, iamt: amount, camt: amount, samt: amount, csamt: amount } as const;

const itemDetail = (heads: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['txval', 'rt', ...heads.filter((h) => h !== 'camt' && h !== 'samt')],
    properties: rateAndTaxes,
  }) as const;
/** What a registered recipient's invoice (Table 4) and note (9B) both carry besides their number and date. */
const registeredDocument = {
  val: positiveAmount,
  pos,
  rchrg: { enum: ['Y', 'N'] },
  inv_typ: { enum: ['R', 'SEWP', 'SEWOP', 'DE', 'CBW'] },
} as const;

const numberedItems = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['num', 'itm_det'],
    properties: { num: { type: 'integer', minimum: 1 }, itm_det: itemDetail(['csamt']) },
  },
} as const;
const entries = (item: object) => ({ type: 'array', minItems: 1, items: item }) as const;
const object = (required: readonly string[], properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

const hsnRow = object(['num', 'hsn_sc', 'uqc', 'qty', 'rt', 'txval', 'iamt', 'camt', 'samt', 'csamt'], {
  num: { type: 'integer', minimum: 1 },
  hsn_sc: { type: 'string', pattern: '^[0-9]{4,8}$' },
  desc: { type: 'string', maxLength: 30 },
  user_desc: { type: 'string', maxLength: 30 },
  uqc: { type: 'string', minLength: 2, maxLength: 3 },
  qty: { type: 'number', minimum: 0 },
  ...rateAndTaxes,
});

export const GSTR1_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://firm.local/schemas/gstr1.json',
  title: 'GSTR-1 (GST portal offline tool JSON)',
  ...object(['gstin', 'fp'], {
    gstin,
    fp: { type: 'string', pattern: '^(0[1-9]|1[0-2])20[0-9]{2}$' },
    version: { type: 'string' },
    hash: { type: 'string' },
    gt: amount,
    cur_gt: amount,
    b2b: entries(
      object(['ctin', 'inv'], {
        ctin: gstin,
        inv: entries(
          object(['inum', 'idt', 'val', 'pos', 'rchrg', 'inv_typ', 'itms'], {
            inum: docNumber,
            idt: date,
            ...registeredDocument,
            etin: gstin,
            diff_percent: { enum: [0.65] },
            itms: numberedItems,
          }),
        ),
      }),
    ),
    b2cl: entries(
      object(['pos', 'inv'], {
        pos,
        inv: entries(
          object(['inum', 'idt', 'val', 'itms'], { inum: docNumber, idt: date, val: positiveAmount, etin: gstin, itms: numberedItems }),
        ),
      }),
    ),
    b2cs: entries(
      object(['sply_ty', 'pos', 'typ', 'rt', 'txval'], {
        sply_ty: { enum: ['INTRA', 'INTER'] },
        pos,
        typ: { enum: ['OE', 'E'] },
        etin: gstin,
        ...rateAndTaxes,
      }),
    ),
    exp: entries(
      object(['exp_typ', 'inv'], {
        exp_typ: { enum: ['WPAY', 'WOPAY'] },
        inv: entries(
          object(['inum', 'idt', 'val', 'itms'], {
            inum: docNumber,
            idt: date,
            val: positiveAmount,
            sbpcode: { type: 'string', pattern: '^[A-Z0-9]{6}$' },
            sbnum: { type: 'string', pattern: '^[0-9]{3,7}$' },
            sbdt: date,
            itms: entries(itemDetail(['iamt', 'csamt'])),
          }),
        ),
      }),
    ),
    cdnr: entries(
      object(['ctin', 'nt'], {
        ctin: gstin,
        nt: entries(
          object(['ntty', 'nt_num', 'nt_dt', 'val', 'pos', 'rchrg', 'inv_typ', 'itms'], {
            ntty: { enum: ['C', 'D'] },
            nt_num: docNumber,
            nt_dt: date,
            ...registeredDocument,
            itms: numberedItems,
          }),
        ),
      }),
    ),
    cdnur: entries(
      object(['typ', 'ntty', 'nt_num', 'nt_dt', 'val', 'itms'], {
        typ: { enum: ['B2CL', 'EXPWP', 'EXPWOP'] },
        ntty: { enum: ['C', 'D'] },
        nt_num: docNumber,
        nt_dt: date,
        val: positiveAmount,
        pos,
        itms: numberedItems,
      }),
    ),
    nil: object(['inv'], {
      inv: entries(
        object(['sply_ty', 'nil_amt', 'expt_amt', 'ngsup_amt'], {
          sply_ty: { enum: ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'] },
          nil_amt: amount,
          expt_amt: amount,
          ngsup_amt: amount,
        }),
      ),
    }),
    // Never an empty table: each side only with a row, and one side at least.
    hsn: { ...object([], { hsn_b2b: entries(hsnRow), hsn_b2c: entries(hsnRow) }), minProperties: 1 },
    doc_issue: object(['doc_det'], {
      doc_det: entries(
        object(['doc_num', 'docs'], {
          doc_num: { type: 'integer', minimum: 1, maximum: 12 },
          doc_typ: { type: 'string' },
          docs: entries(
            object(['num', 'from', 'to', 'totnum', 'cancel', 'net_issue'], {
              num: { type: 'integer', minimum: 1 },
              from: docNumber,
              to: docNumber,
              totnum: { type: 'integer', minimum: 1 },
              cancel: { type: 'integer', minimum: 0 },
              net_issue: { type: 'integer', minimum: 0 },
            }),
          ),
        }),
      ),
    }),
  }),
} as const;
