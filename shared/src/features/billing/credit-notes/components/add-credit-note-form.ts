import { z } from 'zod';
import { blankToUndefined, textField } from '@firm/shared/domain/validation';
import { creditNoteMessages } from '@firm/shared/domain/credit-note';
import { parseRupees } from '@firm/shared/domain/money';
import type { InvoiceListRow } from '@firm/shared/domain/invoice';

// The Add Credit Note form: an invoice, the taxable value credited typed in rupees, an optional reason.
// Missing invoice or amount is spec 02 §5's one message; a typed amount is read by the money module.

export type AddCreditNoteValues = { invoice: InvoiceListRow | null; amount: string; reason: string };
export type AddCreditNoteOutput = { invoice: InvoiceListRow; amountPaise: number; reason?: string };

export const addCreditNoteSchema = z
  .object({
    invoice: z.custom<InvoiceListRow | null>().refine((v) => v !== null, { message: creditNoteMessages.required }),
    amount: z.string().transform((value, ctx) => {
      if (!value.trim()) {
        ctx.addIssue({ code: 'custom', message: creditNoteMessages.required });
        return z.NEVER;
      }
      const parsed = parseRupees(value);
      if (!parsed.ok || parsed.paise === 0) {
        ctx.addIssue({ code: 'custom', message: parsed.ok ? creditNoteMessages.amount : parsed.message });
        return z.NEVER;
      }
      return parsed.paise;
    }),
    reason: z.preprocess(blankToUndefined, textField('Reason', { max: 200 }).optional()),
  })
  .transform(({ invoice, amount, reason }): AddCreditNoteOutput => ({ invoice: invoice!, amountPaise: amount, reason }));

export const ADD_DEFAULTS: AddCreditNoteValues = { invoice: null, amount: '', reason: '' };

/** The amount as typed, in paise, when it reads as an amount above 0; null while it does not (no breakdown yet). */
export function typedPaise(amount: string): number | null {
  const parsed = parseRupees(amount);
  return parsed.ok && parsed.paise > 0 ? parsed.paise : null;
}
