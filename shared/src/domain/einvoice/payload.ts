import { COUNTRIES, countryByName, type GstCategory } from '../gst-category';
import { isExportSupply, OTHER_COUNTRIES, type SupplyType } from '../gst';

// The e-invoice JSON (INV-01, schema 1.1) of one invoice or credit note of a services firm: one item (the
// Project's service under its SAC), quantity 1, amounts in rupees with two decimals taken from the
// document's integer paise, so the IRP's sums (AssAmt + taxes = TotItemVal, the items' sums = ValDtls)
// hold exactly. `EINVOICE_JSON_SCHEMA` describes it.
// An export (Rule 48(4) with Notification 13/2020-CT covers EXPWP and EXPWOP) is written as the IRP and
// India Compliance write it: the buyer unregistered ("URP"), its state and place of supply 96 (Other
// Countries), PIN code 999999, and ExpDtls with the recipient's country code. The firm bills in rupees, so
// ExpDtls carries no ForCur (India Compliance leaves it out for INR as well).

export type EinvoiceDocType = 'INV' | 'CRN';
export type EinvoiceSupplyType = 'B2B' | 'SEZWP' | 'SEZWOP' | 'EXPWP' | 'EXPWOP' | 'DEXP';

type Party = { Gstin: string; LglNm: string; Addr1: string; Addr2?: string; Loc: string; Pin: number; Stcd: string };

export type EinvoiceItem = {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
};

export type EinvoicePayload = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: EinvoiceSupplyType; RegRev: 'Y' | 'N'; IgstOnIntra: 'Y' | 'N' };
  DocDtls: { Typ: EinvoiceDocType; No: string; Dt: string };
  SellerDtls: Party;
  BuyerDtls: Party & { Pos: string };
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
  ItemList: EinvoiceItem[];
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; TotInvVal: number };
  ExpDtls?: { CntCode?: string; ForCur?: string };
};

/** A party as the firm keeps it: one address text, a city, a PIN code and a state code. */
export type EinvoicePartyInput = {
  gstin: string;
  legalName: string;
  address: string;
  city: string | null;
  pincode: string | null;
  stateCode: string | null;
  /** The country of the address, by name or ISO code (an export's recipient). */
  country?: string | null;
};

export type EinvoiceInput = {
  docType: EinvoiceDocType;
  number: string;
  /** 'YYYY-MM-DD' */
  date: string;
  category: GstCategory;
  supplyType: SupplyType;
  seller: EinvoicePartyInput;
  buyer: EinvoicePartyInput;
  placeOfSupplyCode: string;
  line: {
    sacCode: string;
    description: string;
    taxablePaise: number;
    /** The supply's whole rate: IGST, or CGST + SGST/UTGST. */
    rateBp: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  };
  /** A credit note names the invoice it adjusts. */
  original?: { number: string; date: string };
};

/** Paise as the IRP's rupees: a number with at most two decimals (exact, from an integer). */
export const einvoiceRupees = (paise: number) => Math.round(paise) / 100;

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', the IRP's dates. */
export const einvoiceDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The supply type of INV-01 by the recipient's GST category: SEZ with or without payment, deemed export, else B2B. */
export function einvoiceSupplyTypeOf(category: GstCategory, supplyType: SupplyType): EinvoiceSupplyType {
  if (supplyType === 'export_igst') return 'EXPWP';
  if (supplyType === 'export_lut') return 'EXPWOP';
  if (category === 'sez_with_payment' || supplyType === 'sez_igst') return 'SEZWP';
  if (category === 'sez_without_payment' || supplyType === 'sez_lut') return 'SEZWOP';
  if (category === 'deemed_export') return 'DEXP';
  return 'B2B';
}

/**
 * A free text as the IRP takes it (NIC's `^([^\"])*$`): double quotes taken out, whitespace folded, cut to
 * the field's length (India Compliance's sanitize does the same); nothing left is left out, so the schema
 * names the field. `ACME "India" Pvt Ltd` is sent as `ACME India Pvt Ltd`.
 */
export function irpText(value: string | null | undefined, max: number): string {
  const folded = (value ?? '').replace(/"/g, '').replace(/\s+/g, ' ').trim();
  return folded.length > max ? folded.slice(0, max).trimEnd() : folded;
}

/** The IRP's buyer outside India: unregistered, state 96, PIN code 999999 (as India Compliance sends it). */
export const EXPORT_BUYER = { Gstin: 'URP', Stcd: OTHER_COUNTRIES.code, Pin: 999999 } as const;

/** The ISO 3166 alpha-2 code of a country typed by name or code ('United States' → 'US'), if known. */
export function countryCodeOf(country: string | null | undefined): string | undefined {
  const name = countryByName(country);
  return name ? COUNTRIES.find(([, n]) => n === name)?.[0] : undefined;
}

/** One address text as Addr1 (its first 100 characters up to a comma) and Addr2 (the rest, when 3 or more). */
function addressLines(address: string): { Addr1: string; Addr2?: string } {
  const folded = irpText(address, 200);
  if (folded.length <= 100) return { Addr1: folded };
  const cut = folded.lastIndexOf(',', 100);
  const at = cut > 20 ? cut + 1 : 100;
  const rest = irpText(folded.slice(at), 100);
  return rest.length >= 3 ? { Addr1: irpText(folded.slice(0, at), 100), Addr2: rest } : { Addr1: irpText(folded.slice(0, at), 100) };
}

function partyOf(p: EinvoicePartyInput): Party {
  const pin = /^[1-9][0-9]{5}$/.test(p.pincode ?? '') ? Number(p.pincode) : NaN;
  const party = {
    Gstin: p.gstin,
    LglNm: irpText(p.legalName, 100),
    ...addressLines(p.address),
    Loc: irpText(p.city, 50),
    Pin: pin,
    Stcd: p.stateCode ?? '',
  };
  // What the firm has not recorded is left out, so the schema check names the missing field.
  return Object.fromEntries(Object.entries(party).filter(([, v]) => v !== '' && !Number.isNaN(v))) as Party;
}

/** The buyer of the JSON: an export's is unregistered in state 96 and PIN 999999, whatever its address says. */
function buyerOf(input: EinvoiceInput): Party {
  if (!isExportSupply(input.supplyType)) return partyOf(input.buyer);
  return { ...partyOf({ ...input.buyer, pincode: null, stateCode: null }), ...EXPORT_BUYER };
}

export function buildEinvoicePayload(input: EinvoiceInput): EinvoicePayload {
  const { line } = input;
  const exported = isExportSupply(input.supplyType);
  const countryCode = exported ? countryCodeOf(input.buyer.country) : undefined;
  const taxable = einvoiceRupees(line.taxablePaise);
  const item: EinvoiceItem = {
    SlNo: '1',
    PrdDesc: irpText(input.line.description, 300),
    IsServc: 'Y',
    HsnCd: line.sacCode,
    Qty: 1,
    // UQC "OTH" (others): a service is sold as one unit of the engagement.
    Unit: 'OTH',
    UnitPrice: taxable,
    TotAmt: taxable,
    AssAmt: taxable,
    GstRt: line.rateBp / 100,
    IgstAmt: einvoiceRupees(line.igstPaise),
    CgstAmt: einvoiceRupees(line.cgstPaise),
    SgstAmt: einvoiceRupees(line.sgstPaise),
    TotItemVal: einvoiceRupees(line.taxablePaise + line.igstPaise + line.cgstPaise + line.sgstPaise),
  };
  const igstOnIntra = line.igstPaise > 0 && input.placeOfSupplyCode === input.seller.stateCode;
  return {
    Version: '1.1',
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: einvoiceSupplyTypeOf(input.category, input.supplyType),
      RegRev: 'N',
      IgstOnIntra: igstOnIntra ? 'Y' : 'N',
    },
    DocDtls: { Typ: input.docType, No: input.number, Dt: einvoiceDate(input.date) },
    SellerDtls: partyOf(input.seller),
    BuyerDtls: { ...buyerOf(input), Pos: exported ? OTHER_COUNTRIES.code : input.placeOfSupplyCode },
    ...(input.original ? { RefDtls: { PrecDocDtls: [{ InvNo: input.original.number, InvDt: einvoiceDate(input.original.date) }] } } : {}),
    ItemList: [item],
    ValDtls: {
      AssVal: item.AssAmt,
      CgstVal: item.CgstAmt,
      SgstVal: item.SgstAmt,
      IgstVal: item.IgstAmt,
      TotInvVal: item.TotItemVal,
    },
    ...(countryCode ? { ExpDtls: { CntCode: countryCode } } : {}),
  };
}

/** What the firm must correct when the schema refuses a field, by the field's path. */
const FIELD_NAMES: Record<string, string> = {
  '/SellerDtls/Gstin': "the billing office's GSTIN",
  '/SellerDtls/LglNm': "the firm's name",
  '/SellerDtls/Addr1': "the billing office's address",
  '/SellerDtls/Loc': "the billing office's city",
  '/SellerDtls/Pin': "the billing office's PIN code",
  '/SellerDtls/Stcd': "the billing office's state",
  '/BuyerDtls/Gstin': "the client's GST number",
  '/BuyerDtls/LglNm': "the client's name",
  '/BuyerDtls/Addr1': "the client's street address",
  '/BuyerDtls/Loc': "the client's city",
  '/BuyerDtls/Pin': "the client's PIN code",
  '/BuyerDtls/Stcd': "the client's state",
  '/BuyerDtls/Pos': 'the place of supply',
  '/DocDtls/No': 'the document number',
  '/ItemList/0/HsnCd': "the service's SAC code",
  '/ItemList/0/GstRt': "the service's GST rate",
  '/ItemList/0/PrdDesc': "the Project's name",
};

export type SchemaComplaint = { instancePath: string; keyword: string; params: Record<string, unknown> };

/** The schema's complaints as the fields the firm must correct: "the client's PIN code, the client's city". */
export function einvoiceFieldsToCorrect(complaints: readonly SchemaComplaint[]): string[] {
  const named = complaints.map((c) => {
    const missing = c.keyword === 'required' ? `/${String(c.params.missingProperty)}` : '';
    const path = `${c.instancePath}${missing}`;
    return FIELD_NAMES[path] ?? path.replace(/^\//, '');
  });
  return [...new Set(named)];
}
