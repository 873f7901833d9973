import { z } from 'zod';
import { isCalendarDay } from '../calendar';
import { blankToUndefined, plainText, textField } from '../validation';
import { listAnswerSchema, listQuerySchema, dataAnswerSchema, messageAnswerSchema } from '../list';
import { DOCUMENT_REQUEST_STATES } from './states';

// The calls of document requests: bodies and answers, for the routes and the screens.

/** How many requests one call may add (a compliance's checklist included). */
export const MAX_REQUESTS_PER_CALL = 50;
export const REQUEST_TITLE_MAX = 200;
export const REQUEST_NOTE_MAX = 2000;
export const CLIENT_COMMENT_MAX = 2000;
export const CHANGE_REASON_MAX = 2000;

const dueDate = plainText('Due date', 'Due date is required').refine(isCalendarDay, { message: 'Due date must be a date (YYYY-MM-DD)' });
const note = z.preprocess((v) => (v === null ? '' : v), textField('Note', { max: REQUEST_NOTE_MAX }));

export const documentRequestInputSchema = z.object({
  title: textField('Title', { required: true, max: REQUEST_TITLE_MAX }),
  note: note.optional().default(''),
  required: z.boolean({ error: 'Required must be true or false' }).optional().default(true),
  due_date: dueDate,
});
export type DocumentRequestInput = z.output<typeof documentRequestInputSchema>;

export const documentRequestCreateSchema = z.object({
  requests: z
    .array(documentRequestInputSchema, { error: 'Requests must be a list' })
    .min(1, { message: 'Add at least one document' })
    .max(MAX_REQUESTS_PER_CALL, { message: `Add at most ${MAX_REQUESTS_PER_CALL} documents at once` }),
});

export const documentRequestUpdateSchema = z.object({
  title: textField('Title', { required: true, max: REQUEST_TITLE_MAX }).optional(),
  note: note.optional(),
  required: z.boolean({ error: 'Required must be true or false' }).optional(),
  due_date: dueDate.optional(),
});

export const changesBodySchema = z.object({ reason: textField('Reason', { required: true, max: CHANGE_REASON_MAX }) });
export const clientCommentSchema = z.object({
  comment: z.preprocess((v) => (v === null ? '' : v), textField('Comment', { max: CLIENT_COMMENT_MAX })),
});

export const documentFileSchema = z.object({
  file_id: z.number(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const documentRequestSchema = z.object({
  request_id: z.number(),
  task_id: z.number(),
  title: z.string(),
  note: z.string(),
  required: z.boolean(),
  due_date: z.string(),
  state: z.enum(DOCUMENT_REQUEST_STATES),
  change_reason: z.string().nullable(),
  client_comment: z.string(),
  created_at: z.string(),
  files: z.array(documentFileSchema),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** A file the client replaced: kept with the Project's history, downloadable for staff only. */
export const earlierFileSchema = documentFileSchema.extend({ replaced_at: z.string() });
export type EarlierFile = z.infer<typeof earlierFileSchema>;
/** A request as staff's list shows it: its earlier (replaced) files too, newest replaced first. */
export const staffDocumentRequestSchema = documentRequestSchema.extend({ earlier_files: z.array(earlierFileSchema) });
export type StaffDocumentRequest = z.infer<typeof staffDocumentRequestSchema>;

export const documentRequestListAnswerSchema = dataAnswerSchema(
  z.object({ requests: z.array(staffDocumentRequestSchema), waiting_on_client: z.boolean() }),
);
export const documentRequestAnswerSchema = messageAnswerSchema(documentRequestSchema);
export const documentRequestsCreatedSchema = messageAnswerSchema(z.object({ requests: z.array(documentRequestSchema) }));
export const documentRequestDeletedSchema = z.object({ success: z.literal(true), message: z.string() });

/** The client's view: its Projects that have requests, each with them. */
export const clientDocumentsAnswerSchema = dataAnswerSchema(
  z.object({
    projects: z.array(z.object({ task_id: z.number(), task_name: z.string(), requests: z.array(documentRequestSchema) })),
  }),
);

export const documentReminderScheduleSchema = z.object({
  enabled: z.boolean(),
  days_before: z.array(z.number()),
  on_due_day: z.boolean(),
  repeat_after_days: z.number().nullable(),
});
export const documentReminderScheduleBodySchema = z.object({
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
  on_due_day: z.boolean({ error: 'On the due date must be true or false' }),
  /** Checked by `checkSchedule`, whose refusal is one 400 in its own words. */
  days_before: z.unknown().optional(),
  repeat_after_days: z.unknown().optional(),
});
export const documentReminderScheduleAnswerSchema = dataAnswerSchema(documentReminderScheduleSchema);
export const documentReminderScheduleSavedSchema = documentReminderScheduleAnswerSchema.extend({ message: z.string() });

export const DOCUMENT_REMINDER_SORT_KEYS = ['sent'] as const;
export const documentReminderListQuerySchema = listQuerySchema({
  sortKeys: DOCUMENT_REMINDER_SORT_KEYS,
  defaultSort: 'sent',
  defaultOrder: 'desc',
  defaultLimit: 25,
  filters: {},
});
export const documentReminderRowSchema = z.object({
  reminder_id: z.number(),
  request_id: z.number(),
  title: z.string(),
  task_id: z.number(),
  task_name: z.string(),
  client_name: z.string(),
  slot: z.number(),
  slot_label: z.string(),
  recipients: z.number(),
  sent_at: z.string(),
});
export type DocumentReminderRow = z.infer<typeof documentReminderRowSchema>;
export const documentReminderListAnswerSchema = listAnswerSchema(z.object({ reminders: z.array(documentReminderRowSchema) }));

/** A multipart upload's text fields: an optional comment and the file the upload replaces. */
export const uploadFieldsSchema = z.object({
  comment: z.preprocess(blankToUndefined, textField('Comment', { max: CLIENT_COMMENT_MAX }).optional()),
  replace_file_id: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, { message: 'Invalid file' })
      .transform(Number)
      .refine((n) => n <= 2_147_483_647, { message: 'Invalid file' })
      .optional(),
  ),
});
