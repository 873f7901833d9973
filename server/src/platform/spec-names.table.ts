// The spec's names for our fields, by route ('METHOD /path' as the route is declared). spec-names.ts
// applies it at the edge: requests may use the documented name (converted to ours), answers carry both.
// To serve a new field under a documented name, add one line here; nothing else changes.

/** How a documented value becomes ours: rupees → paise, percent → basis points, the same value, or accepted and not applied. */
export type RequestAlias =
  | { ours: string; unit: 'rupees' | 'percent' | 'same' }
  /** A field of the documented payload that our rule replaces: accepted (checked if `check`), never applied. */
  | { unit: 'ignored'; why: string; check?: (value: unknown) => boolean; message?: string };

/** The documented name of one of our answer fields, and its unit there. */
export type AnswerAlias = { name: string; unit: 'rupees' | 'percent' | 'same' };

export type RouteNames = {
  /** Documented body field → ours. */
  request?: Record<string, RequestAlias>;
  /** Our answer field (in any object of the answer) → its documented name. */
  answer?: Record<string, AnswerAlias>;
  /** Top-level `from` repeated at `to` (two levels), where the spec reads it. */
  copies?: { from: string; to: [string, string] }[];
  /** More words for the OpenAPI description. */
  note?: string;
};

const rupees = (name: string): AnswerAlias => ({ name, unit: 'rupees' });
const percent = (name: string): AnswerAlias => ({ name, unit: 'percent' });
const same = (name: string): AnswerAlias => ({ name, unit: 'same' });
const inRupees = (ours: string): RequestAlias => ({ ours, unit: 'rupees' });

const isPercent = (v: unknown) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100;
};
const isIdOrName = (v: unknown) => typeof v === 'number' || typeof v === 'string';

/** A Project in every answer (spec 02 §3 Task): the amount in rupees, the category's rates in percent. */
const PROJECT_ANSWER = {
  invoice_amount_paise: rupees('invoice_amount'),
  cgst_bp: percent('cgst'),
  sgst_bp: percent('sgst'),
  igst_bp: percent('igst'),
};

/** The fields of the documented Project payloads (spec 02 §3, §7) that the server decides itself. */
const PROJECT_REQUEST: Record<string, RequestAlias> = {
  invoice_amount: inRupees('invoice_amount_paise'),
  gst_override_percentage: {
    unit: 'ignored',
    why: "the tax is the service category's rates, taken when the invoice is generated",
    check: isPercent,
    message: 'Percentage must be between 0 and 100',
  },
  clarification_from: { unit: 'ignored', why: 'the requester is the caller of the token', check: isIdOrName },
  clarification_from_name: { unit: 'ignored', why: 'the requester is the caller of the token', check: isIdOrName },
};

/** Only the create payload (spec 02 §3) names its organisation and creator. */
const PROJECT_CREATE_REQUEST: Record<string, RequestAlias> = {
  ...PROJECT_REQUEST,
  organization_id: { unit: 'ignored', why: "the organisation is the token's", check: isIdOrName },
  firm_id: { unit: 'ignored', why: "the organisation is the token's", check: isIdOrName },
  created_by: { unit: 'ignored', why: 'the creator is the caller of the token', check: isIdOrName },
  require_clarification: { unit: 'ignored', why: 'a new Project asks no clarification' },
};

const INVOICE_LIST_ANSWER = {
  total_paise: rupees('invoice_amount'),
  credited_paise: rupees('credit_note'),
  amount_due_paise: rupees('amount_due'),
  task_name: same('taskname'),
};

const CREDIT_NOTE_ANSWER = { taxable_paise: rupees('amount_before_tax'), total_paise: rupees('total_amount') };

const CLIENT_INVOICE_ANSWER = {
  total_paise: rupees('total_amount'),
  credit_note_paise: rupees('credit_note_amount'),
  paid_paise: rupees('paid_amount'),
  outstanding_paise: rupees('outstanding_amount'),
};

export const SPEC_NAMES: Record<string, RouteNames> = {
  'GET /api/tasks/': {
    answer: { ...PROJECT_ANSWER, pages: same('total_pages') },
    copies: [{ from: 'pagination', to: ['data', 'pagination'] }],
  },
  'GET /api/tasks/:id': {
    answer: PROJECT_ANSWER,
    note: "The path takes a Project's documented id too (`task_12`). Given the id of one of the firm's invoices, as spec 02 §7's credit-note tax lookup derives it (inv_ → task_), it answers that invoice's Project: invoices take their ids from the Projects' sequence.",
  },
  'POST /api/tasks/': {
    request: PROJECT_CREATE_REQUEST,
    answer: PROJECT_ANSWER,
  },
  'PUT /api/tasks/:id': {
    request: PROJECT_REQUEST,
    answer: PROJECT_ANSWER,
    note: '`clarification_to_name` (the form of spec 02 §7, `clarification_to` null) names the advisor: one active admin or supervisor of that name, else a 400.',
  },
  'POST /api/invoice/generate': { answer: { total_paise: rupees('total_amount') } },
  'GET /api/invoices': {
    answer: INVOICE_LIST_ANSWER,
    note: '`status` says `overdue` once the due date has passed and the invoice is not paid (spec 02 §4); `payment_status` keeps unpaid, partially_paid or paid.',
  },
  'PUT /api/invoices/:ref/status': {
    request: { amount: inRupees('amount_paise') },
    note: 'The path takes the invoice id or its number as issued (INV/2026-27/0007), URL-encoded or not. A part payment (partially_paid) needs the amount received: `amount` in rupees or `amount_paise`.',
  },
  'POST /api/credit-note/create': {
    request: { credit_note_amount: inRupees('credit_note_amount_paise') },
    answer: CREDIT_NOTE_ANSWER,
    note: "`cgst`, `sgst` and `igst` are accepted and not applied: a credit note reverses the invoice's own tax heads in proportion.",
  },
  'GET /api/credit-notes': { answer: CREDIT_NOTE_ANSWER },
  'GET /api/credit-notes/:id': { answer: CREDIT_NOTE_ANSWER },
  'GET /api/client-portal/invoices': { answer: CLIENT_INVOICE_ANSWER },
};
