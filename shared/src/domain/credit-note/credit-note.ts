import { einvoiceInfoSchema } from '../einvoice';
import { z } from 'zod';
import { listAnswerSchema, listQuerySchema, messageAnswerSchema, queryId, recordAnswerSchema } from '../list';
import { formatPaiseIndian, MAX_PAISE, taxAt } from '../money';
import { blankToUndefined, plainText, textField } from '../validation';
import { ADMIN_INVOICE_STATUSES, INVOICE_STATUSES, taskIdOf } from '../invoice';
import { SUPPLY_TYPES, type SupplyType } from '../gst';

// Credit notes (spec 02 §2.3, §3, §4, §7, §8): a credit note reduces one issued invoice. It
// follows the invoice's place of supply and tax heads, at the invoice's rates; the amount the admin
// enters is the taxable value credited, the tax on it is added, and its total never exceeds what is
// still due on the invoice. Once issued, only its reason may change: its number, date, invoice and
// amounts are a tax document's and stay as issued.

export const creditNoteMessages = {
  // Spec 02 §5 and §8, verbatim.
  validationTitle: 'Validation Error',
  required: 'Please fill in all required fields',
  createFailed: 'Failed to create credit note',
  loadFailedToast: 'Failed to load credit notes. Please try again.',
  loadFailed: 'Failed to load credit notes',
  created: (number: string) => `Credit note ${number} created successfully`,
  updated: 'Credit Note Updated',
  empty: 'No credit notes found',
  // The server's rules.
  notFound: 'Credit note not found',
  invoiceNotFound: 'Invoice not found',
  invoiceRequired: 'Choose the invoice this credit note adjusts',
  amount: 'Credit note amount must be more than ₹0',
  exceedsDue: (duePaise: number) =>
    `The credit note's total (with tax) cannot be more than the amount due on the invoice, ${formatPaiseIndian(duePaise)}`,
  nothingDue: 'This invoice has nothing left due: a credit note cannot be issued against it',
  deadlinePassed: (deadline: string) =>
    `The time limit for a credit note against this invoice ended on ${deadline} (30 November after its financial year)`,
  editable: 'Only the reason can be changed once a credit note is issued: its number, date, invoice and amounts stay as issued.',
} as const;

export const DEFAULT_CREDIT_NOTE_REASON = 'Credit Note';

/** The invoice's tax heads and what its earlier credit notes already reversed, in paise. */
export type CreditableInvoice = {
  supplyType: SupplyType;
  cgstBp: number;
  sgstBp: number;
  igstBp: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};
export type CreditAmounts = { taxable: number; cgst: number; sgst: number; igst: number; total: number };

/**
 * The tax a credit note of `taxablePaise` reverses: each of the invoice's heads at its rate, rounded to
 * the paisa as the invoice rounded it. Crediting exactly the taxable value still uncredited reverses
 * exactly the tax still unreversed, so a set of credit notes that cancels an invoice cancels every head
 * to the paisa. A head never goes below what remains of it.
 */
export function creditNoteAmounts(invoice: CreditableInvoice, credited: Omit<CreditAmounts, 'total'>, taxablePaise: number): CreditAmounts {
  const remaining = {
    taxable: invoice.taxable - credited.taxable,
    cgst: invoice.cgst - credited.cgst,
    sgst: invoice.sgst - credited.sgst,
    igst: invoice.igst - credited.igst,
  };
  let heads: { cgst: number; sgst: number; igst: number };
  if (taxablePaise === remaining.taxable) {
    heads = { cgst: remaining.cgst, sgst: remaining.sgst, igst: remaining.igst };
  } else if (invoice.supplyType === 'intra_state') {
    heads = {
      cgst: Math.min(taxAt(taxablePaise, invoice.cgstBp), Math.max(0, remaining.cgst)),
      sgst: Math.min(taxAt(taxablePaise, invoice.sgstBp), Math.max(0, remaining.sgst)),
      igst: 0,
    };
  } else {
    heads = { cgst: 0, sgst: 0, igst: Math.min(taxAt(taxablePaise, invoice.igstBp), Math.max(0, remaining.igst)) };
  }
  return { taxable: taxablePaise, ...heads, total: taxablePaise + heads.cgst + heads.sgst + heads.igst };
}

const creditPaise = z
  .number({ error: creditNoteMessages.amount })
  .refine((n) => Number.isInteger(n) && n > 0 && n <= MAX_PAISE, { message: creditNoteMessages.amount });

/** The invoice as the dialog names it: its number, or its id ('inv_12', '12' or 12). */
const invoiceRef = z.preprocess(
  blankToUndefined,
  plainText('Invoice').trim().max(40, { message: creditNoteMessages.invoiceNotFound }).optional(),
);

/**
 * POST /api/credit-note/create (spec 02 §7). The spec's `cgst`, `sgst`, `igst` percentages are accepted
 * and ignored: a credit note's tax is its invoice's, never the caller's.
 */
export const creditNoteCreateSchema = z
  .object({
    invoice_number: invoiceRef,
    invoice_id: z.preprocess(blankToUndefined, z.unknown().optional()),
    credit_note_amount_paise: z.preprocess((v) => (v === null || v === '' ? undefined : v), creditPaise.optional()),
    reason: z.preprocess(blankToUndefined, textField('Reason', { max: 200 }).optional()),
    cgst: z.unknown().optional(),
    sgst: z.unknown().optional(),
    igst: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.invoice_number === undefined && body.invoice_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['invoice_number'], message: creditNoteMessages.invoiceRequired });
    }
    if (body.invoice_id !== undefined && taskIdOf(body.invoice_id) === null) {
      ctx.addIssue({ code: 'custom', path: ['invoice_id'], message: creditNoteMessages.invoiceNotFound });
    }
    if (body.credit_note_amount_paise === undefined) {
      ctx.addIssue({ code: 'custom', path: ['credit_note_amount_paise'], message: creditNoteMessages.amount });
    }
  })
  .transform(({ invoice_number, invoice_id, credit_note_amount_paise, reason }) => ({
    invoice_number,
    invoice_id: invoice_id === undefined ? undefined : (taskIdOf(invoice_id) ?? undefined),
    credit_note_amount_paise: credit_note_amount_paise!,
    reason: reason ?? DEFAULT_CREDIT_NOTE_REASON,
  }));
export type CreditNoteCreate = z.output<typeof creditNoteCreateSchema>;

/**
 * PUT /api/credit-notes/{id}: the one field an issued credit note may change. Any other field is refused
 * with a 400 that says why (a plain `.strict()` would be a shape error, 422, naming only the key).
 */
export const creditNoteUpdateSchema = z.preprocess(
  (body, ctx) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    // One issue, at the first such field: the answer's message is the issues' messages joined.
    const other = Object.keys(body).find((key) => key !== 'reason');
    if (other !== undefined) ctx.issues.push({ code: 'custom', path: [other], message: creditNoteMessages.editable, input: body });
    return body;
  },
  z.object({ reason: textField('Reason', { required: true, max: 200 }) }),
);

export const CREDIT_NOTE_SORT_KEYS = ['number', 'customer', 'invoice', 'invoice_amount', 'amount', 'status', 'date'] as const;

/** GET /api/credit-notes: `search` looks in the credit note number, invoice number and customer; `client_id` is the customer filter. */
export const creditNoteListQuerySchema = listQuerySchema({
  sortKeys: CREDIT_NOTE_SORT_KEYS,
  defaultSort: 'date',
  defaultOrder: 'desc',
  defaultLimit: 10,
  filters: {
    client_id: queryId('Invalid customer'),
  },
});
export type CreditNoteListQuery = z.output<typeof creditNoteListQuerySchema>;

export const creditNoteSchema = z.object({
  credit_note_id: z.number(),
  credit_note_number: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  invoice_id: z.number(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  task_name: z.string(),
  /** The invoice's total (the spec's 'Invoice Amount'). */
  invoice_total_paise: z.number(),
  supply_type: z.enum(SUPPLY_TYPES),
  state_tax_name: z.enum(['SGST', 'UTGST']),
  cgst_bp: z.number(),
  sgst_bp: z.number(),
  igst_bp: z.number(),
  /** The taxable value credited (the spec's amount_before_tax) and the tax it reverses. */
  taxable_paise: z.number(),
  cgst_paise: z.number(),
  sgst_paise: z.number(),
  igst_paise: z.number(),
  /** The credit note's total (the spec's 'Credit Note Amount'). */
  total_paise: z.number(),
  /** What the customer still owes on the invoice now ('Due from Customer'). */
  invoice_amount_due_paise: z.number(),
  invoice_status: z.enum(INVOICE_STATUSES),
  invoice_admin_status: z.enum(ADMIN_INVOICE_STATUSES),
  reason: z.string(),
  status: z.enum(['issued', 'cancelled']),
  /** When and why it was cancelled (an ISO instant and the reason); null while issued. */
  cancelled_at: z.string().nullable().default(null),
  cancel_reason: z.string().nullable().default(null),
  credit_note_date: z.string(),
  created_at: z.string(),
  creditnote_url: z.string(),
  /** The credit note's own IRN (CRN) when e-invoiced; null otherwise. */
  einvoice: einvoiceInfoSchema.nullable().default(null),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNoteListAnswerSchema = listAnswerSchema(z.object({ credit_notes: z.array(creditNoteSchema) }));
export const creditNoteAnswerSchema = recordAnswerSchema(creditNoteSchema);
/** The create answer: the spec's data.credit_note_id, with the whole credit note beside it. */
export const creditNoteCreateAnswerSchema = messageAnswerSchema(creditNoteSchema);
