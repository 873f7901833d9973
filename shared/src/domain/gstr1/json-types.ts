// The GST portal's GSTR-1 file (the offline tool's JSON, the "Save GSTR-1" payload of the GSTN API):
// keys as the portal names them. Amounts are rupees (numbers with at most two decimals), dates
// dd-mm-yyyy, places of supply two-digit state codes, rates percent. `schema.ts` is the same shape as a
// JSON Schema.

export type ItemDetail = { txval: number; rt: number; iamt?: number; camt?: number; samt?: number; csamt: number };
export type NumberedItem = { num: number; itm_det: ItemDetail };
export type InvoiceType = 'R' | 'SEWP' | 'SEWOP' | 'DE';

export type B2bInvoice = { inum: string; idt: string; val: number; pos: string; rchrg: 'N'; inv_typ: InvoiceType; itms: NumberedItem[] };
export type B2bEntry = { ctin: string; inv: B2bInvoice[] };
export type B2clEntry = { pos: string; inv: { inum: string; idt: string; val: number; itms: NumberedItem[] }[] };
export type B2csEntry = {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
};
export type ExportType = 'WPAY' | 'WOPAY';
export type ExpEntry = { exp_typ: ExportType; inv: { inum: string; idt: string; val: number; itms: ItemDetail[] }[] };
export type CdnrNote = {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: InvoiceType;
  itms: NumberedItem[];
};
export type CdnrEntry = { ctin: string; nt: CdnrNote[] };
export type CdnurType = 'B2CL' | 'EXPWP' | 'EXPWOP';
export type CdnurEntry = { typ: CdnurType; ntty: 'C'; nt_num: string; nt_dt: string; val: number; pos?: string; itms: NumberedItem[] };
export type NilSupplyType = 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
export type NilEntry = { sply_ty: NilSupplyType; nil_amt: number; expt_amt: number; ngsup_amt: number };
export type HsnEntry = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
export type DocRange = { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number };
export type DocDetail = { doc_num: 1 | 5; doc_typ: 'Invoices for outward supply' | 'Credit Note'; docs: DocRange[] };

export type Gstr1Json = {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b?: B2bEntry[];
  b2cl?: B2clEntry[];
  b2cs?: B2csEntry[];
  exp?: ExpEntry[];
  cdnr?: CdnrEntry[];
  cdnur?: CdnurEntry[];
  nil?: { inv: NilEntry[] };
  /** Each side only when it has a row (the portal's files carry no empty table). */
  hsn?: { hsn_b2b?: HsnEntry[]; hsn_b2c?: HsnEntry[] };
  doc_issue?: { doc_det: DocDetail[] };
};

/** The offline tool's format version the file declares (GSTR-1 with Table 12 split into B2B and B2C, from May 2025). */
export const GSTR1_JSON_VERSION = 'GST3.2.2';
