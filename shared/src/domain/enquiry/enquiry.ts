import { z } from 'zod';
import { CONTACT_LABELS, CONTACT_TEXT, validateContactField, type ContactField } from './contact';
import { listAnswerSchema, listQuerySchema, recordAnswerSchema } from '../list';

// The public contact form's message as the server takes it (the form is real), and the
// admin's Enquiries screen. The field rules are the contact form's own (contact.ts), so the form
// and the server refuse the same input with the same words.

export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_TEXT = {
  ...CONTACT_TEXT,
  updated: 'Enquiry updated successfully',
  notFound: 'Enquiry not found',
} as const;

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'company', 'service', 'message'];
// Longer than any field allows: a bound on what is read at all; the rules below give the messages.
const raw = z.string().max(10_000);

export const enquiryBodySchema = z
  .object({ name: raw, email: raw, phone: raw.nullish(), company: raw.nullish(), service: raw.nullish(), message: raw })
  .superRefine((body, ctx) => {
    for (const field of FIELDS) {
      const value = body[field] ?? '';
      // PostgreSQL text cannot hold U+0000; a control character is never part of a name or message.
      const message = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(value)
        ? `${CONTACT_LABELS[field]} format is invalid`
        : validateContactField(field, value);
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((body) => {
    const optional = (value: string | null | undefined) => value?.trim() || null;
    return {
      name: body.name.trim(),
      email: body.email.trim().toLowerCase(),
      phone: optional(body.phone),
      company: optional(body.company),
      service: optional(body.service),
      message: body.message.trim(),
    };
  });
export type EnquiryBody = z.input<typeof enquiryBodySchema>;

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: 'Status must be new, replied or closed' });

export const ENQUIRY_PAGE_SIZES = [10, 25, 50] as const;

export const enquiryStatusBodySchema = z.object({ status: enquiryStatusSchema });

export const enquirySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  service: z.string().nullable(),
  message: z.string(),
  status: enquiryStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** A single enquiry's answer (GET /:id, PUT /:id/status). */
export const enquiryAnswerSchema = recordAnswerSchema(enquirySchema);

// The Enquiries list (GET /api/enquiries) on the one list contract: newest first unless
// asked otherwise; the search looks in who wrote (name, e-mail, phone, company) and in the message.
export const ENQUIRY_SORT_KEYS = ['received', 'name', 'email', 'status'] as const;
export type EnquirySortKey = (typeof ENQUIRY_SORT_KEYS)[number];
export const enquiryListQuerySchema = listQuerySchema({
  sortKeys: ENQUIRY_SORT_KEYS,
  defaultSort: 'received',
  defaultOrder: 'desc',
  filters: { status: z.preprocess((value) => (value === '' ? undefined : value), enquiryStatusSchema.optional()) },
});
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;
/** The enquiries matching the search counted by status (whatever the status filter), and their sum. */
export const enquirySummarySchema = z.object({
  counts_by_status: z.object({ new: z.number(), replied: z.number(), closed: z.number() }),
  total: z.number(),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;
export const enquiryListAnswerSchema = listAnswerSchema(z.object({ enquiries: z.array(enquirySchema) }), enquirySummarySchema);
