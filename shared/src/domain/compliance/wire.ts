import { z } from 'zod';
import { CLIENT_TYPES } from '../client';
import { listQuerySchema, queryBoolean, queryChoice, dataAnswerSchema, messageAnswerSchema } from '../list';
import { MAX_PAISE } from '../money';
import { isCalendarDay } from '../calendar';
import { DELIVERY_TYPES } from '../project';
import { blankToUndefined, idField, plainText, textField } from '../validation';
import { COMPLIANCE_AUTHORITIES } from './catalogue';
import { checklistItemSchema } from './checklists';
import { DUE_RULES, RULE_FREQUENCY } from './due-rules';
import { COMPLIANCE_FREQUENCIES, periodFromKey } from './periods';
import { COMPLIANCE_STATES } from './project-state';

// The compliance calendar's calls: the catalogue, subscriptions, due-date overrides, the
// generator, the board and a Project's filing. The wire says task for a Project.

export const complianceMessages = {
  notFound: 'Compliance not found',
  subscriptionNotFound: 'Subscription not found',
  codeTaken: 'A compliance with this code already exists',
  ruleFrequency: 'This due-date rule is written for another frequency',
  periodKey: 'Period must be a month (2026-04), a quarter (FY2026-Q1), a half (FY2026-H1) or a year (FY2026)',
  periodFrequency: "The period does not match the compliance's frequency",
  noMasterData: 'Add an active service category and SAC code first',
  filingRequired: 'Record the acknowledgement number and filing date before closing this Project',
  notCompliance: 'This Project is not a compliance filing',
  filedInFuture: 'Filing date cannot be after today',
  filedBeforePeriod: 'Filing date cannot be before the period begins',
  endBeforeStart: 'A subscription cannot end before its first period',
  clientType: 'This compliance does not apply to this client type',
  inactive: 'This compliance is inactive: make it active in the catalogue before subscribing clients to it',
  periodBeforeStart: "The period is before the subscription's first period",
  periodHasProject: 'This period has a Project: record the filing on the Project',
  periodMarkedFiled: (label: string) => `${label} marked filed`,
  standardAdded: (n: number) => (n === 1 ? '1 compliance added' : `${n} compliances added`),
  generated: (n: number) =>
    n === 0 ? 'No new Projects: every due period is open already' : n === 1 ? '1 Project opened' : `${n} Projects opened`,
} as const;

const calendarDay = (field: string) => plainText(field).refine(isCalendarDay, { message: `${field} must be a date (YYYY-MM-DD)` });
const wholeIn = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int({ message: `${field} must be a whole number from ${min} to ${max}` })
    .min(min, { message: `${field} must be a whole number from ${min} to ${max}` })
    .max(max, { message: `${field} must be a whole number from ${min} to ${max}` });
export const periodKeyField = plainText('Period').refine((key) => periodFromKey(key) !== null, { message: complianceMessages.periodKey });
const paise = z
  .number({ error: `Fee must be a whole number of paise from 0 to ${MAX_PAISE}` })
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_PAISE, {
    message: `Fee must be a whole number of paise from 0 to ${MAX_PAISE}`,
  });

const complianceFields = {
  name: textField('Name', { required: true, max: 100 }),
  authority: z.enum(COMPLIANCE_AUTHORITIES, { error: 'Choose an authority' }),
  frequency: z.enum(COMPLIANCE_FREQUENCIES, { error: 'Choose a frequency' }),
  rule: z.enum(DUE_RULES, { error: 'Choose a due-date rule' }),
  months_after: wholeIn('Months after the period', 0, 24),
  /** The day of the month; for the AGM rule, days after the AGM. */
  due_day: wholeIn('Due day', 1, 365),
  client_types: z.array(z.enum(CLIENT_TYPES, { error: 'Unknown client type' })).max(CLIENT_TYPES.length),
  service_category_id: idField('Invalid service category'),
  sac_code_id: idField('Invalid SAC code'),
  ack_required: z.boolean({ error: 'Acknowledgement required must be true or false' }),
  open_days_before: wholeIn('Days before the due date to open', 0, 180),
  is_active: z.boolean({ error: 'Active must be true or false' }),
};
const ruleFitsFrequency = (c: { rule: (typeof DUE_RULES)[number]; frequency: string; due_day: number }) =>
  c.rule === 'standard' ? c.due_day <= 31 || c.frequency === 'one_time' : RULE_FREQUENCY[c.rule] === c.frequency;

export const complianceCreateSchema = z
  .object({
    code: textField('Code', {
      required: true,
      max: 20,
      pattern: /^[A-Z0-9-]+$/,
      patternMessage: 'Code may hold capital letters, digits and hyphens',
    }),
    ...complianceFields,
  })
  .refine(ruleFitsFrequency, { message: complianceMessages.ruleFrequency, path: ['rule'] });
export const complianceUpdateSchema = z
  .object(complianceFields)
  .refine(ruleFitsFrequency, { message: complianceMessages.ruleFrequency, path: ['rule'] });
export type ComplianceCreate = z.output<typeof complianceCreateSchema>;
export type ComplianceUpdate = z.output<typeof complianceUpdateSchema>;

export const complianceRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  authority: z.enum(COMPLIANCE_AUTHORITIES),
  frequency: z.enum(COMPLIANCE_FREQUENCIES),
  rule: z.enum(DUE_RULES),
  months_after: z.number(),
  due_day: z.number(),
  client_types: z.array(z.string()),
  service_category_id: z.number(),
  service_category_name: z.string(),
  sac_code_id: z.number(),
  sac_code: z.string(),
  ack_required: z.boolean(),
  open_days_before: z.number(),
  is_active: z.boolean(),
  subscriptions: z.number(),
  /** The documents each opened Project asks the client for. */
  document_checklist: z.array(checklistItemSchema),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;
export const complianceListAnswerSchema = dataAnswerSchema(z.array(complianceRowSchema));
export const complianceAnswerSchema = messageAnswerSchema(complianceRowSchema);
export const standardAddedAnswerSchema = messageAnswerSchema(z.object({ added: z.number() }));

export const overrideBodySchema = z.object({
  period_key: periodKeyField,
  due_date: calendarDay('Due date'),
  note: textField('Note', { required: true, max: 500 }),
});
export type OverrideBody = z.output<typeof overrideBodySchema>;
export const overrideRowSchema = z.object({
  period_key: z.string(),
  period_label: z.string(),
  due_date: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export const overrideListAnswerSchema = dataAnswerSchema(z.array(overrideRowSchema));
export const overrideSavedAnswerSchema = messageAnswerSchema(z.object({ moved: z.number() }));

const subscriptionTerms = {
  compliance_id: idField('Invalid compliance'),
  from_period: periodKeyField,
  assignee_id: idField('Invalid assignee selected'),
  internal_offset_days: wholeIn('Internal offset days', 0, 90),
  fee_paise: paise,
  type_of_delivery: z.enum(DELIVERY_TYPES, { error: 'Type of delivery must be domestic or export' }),
  /**
   * Whether periods already due on the day of subscribing get their Projects (and document requests).
   * Absent or false: only the periods not yet due open; the earlier ones can be marked filed instead.
   */
  open_past: z.boolean({ error: 'Open past periods must be true or false' }).optional(),
};
/** PUT /api/compliance-subscriptions: subscribes a client, or changes its terms (and restarts an ended one). */
export const subscriptionBodySchema = z.object({ client_id: idField('Invalid client'), ...subscriptionTerms });
export type SubscriptionBody = z.output<typeof subscriptionBodySchema>;
/** POST /api/compliance-subscriptions/bulk: every active client of a type, or the clients listed; existing ones stay. */
export const bulkSubscriptionBodySchema = z
  .object({
    ...subscriptionTerms,
    client_type: z.preprocess(blankToUndefined, z.enum(CLIENT_TYPES, { error: 'Unknown client type' }).optional()),
    client_ids: z.array(idField('Invalid client')).max(1000, { message: 'At most 1000 clients at once' }).optional(),
  })
  .refine((b) => b.client_type !== undefined || (b.client_ids?.length ?? 0) > 0, {
    message: 'Choose a client type or clients',
    path: ['client_type'],
  });
export type BulkSubscriptionBody = z.output<typeof bulkSubscriptionBodySchema>;
export const subscriptionEndSchema = z.object({ ended_on: calendarDay('End date') });

export const subscriptionRowSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  compliance_id: z.number(),
  compliance_name: z.string(),
  from_period: z.string(),
  from_label: z.string(),
  ended_on: z.string().nullable(),
  assignee_id: z.number(),
  assignee_name: z.string(),
  internal_offset_days: z.number(),
  fee_paise: z.number(),
  type_of_delivery: z.enum(DELIVERY_TYPES),
  /** Periods due before this day open no Project; null: they open (the admin asked for the past ones). */
  opens_due_from: z.string().nullable(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;
export const subscriptionListQuerySchema = z.object({
  client_id: z.preprocess(blankToUndefined, idField('Invalid client').optional()),
  compliance_id: z.preprocess(blankToUndefined, idField('Invalid compliance').optional()),
});
export const subscriptionListAnswerSchema = dataAnswerSchema(z.array(subscriptionRowSchema));
export const subscriptionAnswerSchema = messageAnswerSchema(subscriptionRowSchema);
export const bulkSubscriptionAnswerSchema = messageAnswerSchema(
  z.object({ subscribed: z.number(), already: z.number(), not_applicable: z.number() }),
);

/** POST /api/compliance-subscriptions/:id/filed-periods: a past period filed already, with no Project to open. */
export const periodFiledBodySchema = z.object({
  period_key: periodKeyField,
  filed_on: calendarDay('Filing date'),
  ack_number: z.preprocess(blankToUndefined, textField('Acknowledgement number', { max: 50 }).optional()),
});
export type PeriodFiledBody = z.output<typeof periodFiledBodySchema>;
export const periodFiledAnswerSchema = messageAnswerSchema(
  z.object({
    subscription_id: z.number(),
    period_key: z.string(),
    period_label: z.string(),
    filed_on: z.string(),
    ack_number: z.string().nullable(),
  }),
);

export const generatedProjectSchema = z.object({
  task_id: z.number(),
  client_name: z.string(),
  compliance_name: z.string(),
  period_label: z.string(),
  statutory_due_date: z.string(),
  due_date: z.string(),
});
export const generateAnswerSchema = messageAnswerSchema(z.object({ opened: z.number(), tasks: z.array(generatedProjectSchema) }));

export const taskFilingSchema = z.object({
  ack_number: textField('Acknowledgement number', { required: true, max: 50 }),
  filed_on: calendarDay('Filing date'),
});
export type TaskFiling = z.output<typeof taskFilingSchema>;
export const taskFilingAnswerSchema = messageAnswerSchema(
  z.object({ task_id: z.number(), ack_number: z.string(), filed_on: z.string(), workflow_status: z.string() }),
);

/**
 * Both boards' query (this one and the period board): clients down, 25 to a page, the board's own filters
 * and the ones they share.
 */
export const boardQueryOf = <F extends z.ZodRawShape>(filters: F) =>
  listQuerySchema({
    sortKeys: ['client'] as const,
    defaultSort: 'client',
    defaultLimit: 25,
    filters: {
      ...filters,
      assignee_id: z.preprocess(blankToUndefined, idField('Invalid assignee').optional()),
      client_type: queryChoice('Client type', CLIENT_TYPES),
      /** Only clients with a Project of the periods shown that waits on a required document. */
      waiting_on_client: queryBoolean('Waiting on client'),
    },
  });

/**
 * GET /api/compliance/board: clients down, `periods` periods of one compliance across from `from`;
 * without `compliance_id`, the one the board opens on (`defaultBoardComplianceId`), named in the answer.
 */
export const boardQuerySchema = boardQueryOf({
  compliance_id: z.preprocess(blankToUndefined, idField('Invalid compliance').optional()),
  from: z.preprocess(blankToUndefined, periodKeyField.optional()),
  periods: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : blankToUndefined(v)),
    wholeIn('Periods', 1, 12).optional(),
  ),
});
export type BoardQuery = z.output<typeof boardQuerySchema>;

export const boardCellSchema = z.object({
  period_key: z.string(),
  /** Null: a period the admin marked filed, which has no Project. */
  task_id: z.number().nullable(),
  state: z.enum(COMPLIANCE_STATES),
  statutory_due_date: z.string(),
  due_date: z.string().nullable(),
  assignee_name: z.string().nullable(),
  ack_number: z.string().nullable(),
  filed_on: z.string().nullable(),
  /** A required document the client still owes; the cell's state is untouched. */
  waiting_on_client: z.boolean(),
});
export type BoardCell = z.infer<typeof boardCellSchema>;
export const boardAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    today: z.string(),
    compliance: z.object({ id: z.number(), name: z.string(), frequency: z.enum(COMPLIANCE_FREQUENCIES) }),
    periods: z.array(z.object({ key: z.string(), label: z.string(), due_date: z.string().nullable(), overridden: z.boolean() })),
    rows: z.array(
      z.object({ client_id: z.number(), client_name: z.string(), client_type: z.string(), cells: z.array(boardCellSchema.nullable()) }),
    ),
  }),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
  summary: z.object({ due_this_week: z.number(), overdue: z.number(), filed_this_month: z.number() }),
});
export type BoardAnswer = z.infer<typeof boardAnswerSchema>;
