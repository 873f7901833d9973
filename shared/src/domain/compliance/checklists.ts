import { z } from 'zod';
import { REQUEST_TITLE_MAX } from '../document-request';
import { textField } from '../validation';

// A compliance's default document checklist: what the firm usually needs from the client for
// one period's filing. The generator copies it onto each Project it opens as document requests, due on
// the Project's internal due date. The admin edits it in the catalogue; the standard list starts with
// the firm's usual asks below.

export type ChecklistItem = { title: string; required: boolean };

/** A checklist is copied as one call's requests: it stays well under a call's limit. */
export const CHECKLIST_MAX = 20;

export const checklistMessages = {
  duplicate: 'Each document of a checklist must have its own title',
  tooMany: `A checklist holds at most ${CHECKLIST_MAX} documents`,
  saved: 'Document checklist saved',
} as const;

export const checklistItemSchema = z.object({
  title: textField('Title', { required: true, max: REQUEST_TITLE_MAX }),
  required: z.boolean({ error: 'Required must be true or false' }),
});

/** PUT /api/compliances/{id}/checklist: the whole checklist, replacing the one before (empty: none). */
export const checklistBodySchema = z.object({
  items: z
    .array(checklistItemSchema, { error: 'Items must be a list' })
    .max(CHECKLIST_MAX, { message: checklistMessages.tooMany })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        const key = item.title.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: checklistMessages.duplicate, path: [i, 'title'] });
        seen.add(key);
      });
    }),
});
export type ChecklistBody = z.output<typeof checklistBodySchema>;

const required = (title: string): ChecklistItem => ({ title, required: true });
const optional = (title: string): ChecklistItem => ({ title, required: false });

const ITR: readonly ChecklistItem[] = [
  required('Form 16'),
  required('Form 26AS / AIS'),
  required('Bank interest certificates'),
  optional('Investment proofs (80C, 80D)'),
  optional('Capital gains statements'),
];
const AUDITED_ITR: readonly ChecklistItem[] = [
  required('Audited financial statements'),
  required('Form 26AS / AIS'),
  required('Bank statements'),
];

/** The standard compliances' checklists, by code; a code not listed starts with none. */
export const STANDARD_CHECKLISTS: Readonly<Record<string, readonly ChecklistItem[]>> = {
  GSTR1: [required('Sales register'), optional('Credit and debit notes issued')],
  GSTR1Q: [required('Sales register'), optional('Credit and debit notes issued')],
  IFF: [required('Sales register (B2B invoices)')],
  GSTR3B: [required('Purchase register'), required('Sales register'), optional('Input tax credit reconciliation (GSTR-2B)')],
  GSTR3BQ: [required('Purchase register'), required('Sales register')],
  CMP08: [required('Turnover for the quarter')],
  GSTR9: [required('Sales and purchase registers for the year'), required('Books of account for the year')],
  TDSPAY: [required('Salary and vendor payments with TDS deducted')],
  '24Q': [required('Salary register for the quarter'), optional('Employee PAN details')],
  '26Q': [required('Vendor payments with TDS deducted'), required('TDS challans')],
  ADVTAX: [required('Estimated income for the year'), optional('Advance tax challans paid so far')],
  ITR,
  ITRAUDIT: AUDITED_ITR,
  ITRTP: [...AUDITED_ITR, required('Transfer pricing report (Form 3CEB)')],
  TAXAUDIT: [required('Trial balance'), required('Books of account'), required('Fixed asset register'), optional('Stock statement')],
  AOC4: [required('Audited financial statements'), required("Board's report")],
  MGT7: [required('Shareholding pattern'), required('List of directors and KMP')],
  LLP11: [required('Contribution of partners'), required('List of designated partners')],
  LLP8: [required('Statement of accounts and solvency')],
  DIR3KYC: [required('PAN and Aadhaar of each director'), required('Mobile number and e-mail of each director')],
};
