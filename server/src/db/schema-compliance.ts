import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ChecklistItem, ComplianceAuthority, ComplianceFrequency, DueRule } from '@firm/shared/domain/compliance';
import { createdAt, paise, requiredRef, timestamps } from './schema-columns';
import { clients } from './schema-clients';
import { sacCodes, serviceCategories } from './schema-master-data';
import { users } from './schema-organizations';
import { organizationId, tenantRow } from './schema-tenant';

// The compliance calendar: the firm's catalogue of statutory filings, which clients the firm
// files each for, and the due dates notifications extended. The Projects it opens are `tasks` rows that
// carry their compliance and period; UNIQUE (organization_id, client_id, compliance_id, period_key) on
// tasks is the claim that makes each period's Project exactly one, however many processes generate.

/** One compliance of the firm's catalogue: its period and due-date rule (shared/src/domain/compliance). */
export const compliances = pgTable(
  'compliances',
  {
    ...tenantRow(),
    /** The standard list's code ('GSTR1'); a compliance the firm adds takes its own. */
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    authority: varchar('authority', { length: 20 }).notNull().$type<ComplianceAuthority>(),
    frequency: varchar('frequency', { length: 20 }).notNull().$type<ComplianceFrequency>(),
    rule: varchar('rule', { length: 20 }).notNull().$type<DueRule>(),
    monthsAfter: integer('months_after').notNull(),
    dueDay: integer('due_day').notNull(),
    /** Client types it applies to; empty: every type. */
    clientTypes: text('client_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceCategoryId: requiredRef('service_category_id', () => serviceCategories.id),
    sacCodeId: requiredRef('sac_code_id', () => sacCodes.id),
    /** Closing its Project requires the acknowledgement (ARN) number and filing date. */
    ackRequired: boolean('ack_required').notNull().default(false),
    /** The generator opens a period's Project this many days before its statutory due date. */
    openDaysBefore: integer('open_days_before').notNull().default(15),
    /** The documents copied onto each Project the generator opens, as document requests. */
    documentChecklist: jsonb('document_checklist')
      .notNull()
      .$type<ChecklistItem[]>()
      .default(sql`'[]'::jsonb`),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('compliances_org_code_uq').on(t.organizationId, t.code)],
);

/** A client the firm files a compliance for, from a period on; ending it stops the periods after its end. */
export const complianceSubscriptions = pgTable(
  'compliance_subscriptions',
  {
    ...tenantRow(),
    clientId: requiredRef('client_id', () => clients.id),
    complianceId: requiredRef('compliance_id', () => compliances.id),
    /** The first period ('2026-04', 'FY2026-Q1'...) and its first day. */
    fromPeriod: varchar('from_period', { length: 12 }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** The last day covered: periods starting after it are not opened. Null while it runs. */
    endedOn: date('ended_on', { mode: 'string' }),
    assigneeId: requiredRef('assignee_id', () => users.id),
    /**
     * Periods whose due date is before this day open no Project: those already due when the client was
     * subscribed, unless the admin asked to open them (then null: the generator's lookback alone applies).
     */
    opensDueFrom: date('opens_due_from', { mode: 'string' }),
    internalOffsetDays: integer('internal_offset_days').notNull().default(0),
    feePaise: paise('fee_paise').notNull(),
    typeOfDelivery: varchar('type_of_delivery', { length: 10 }).notNull().default('domestic').$type<'domestic' | 'export'>(),
    /** Who subscribed the client: its Projects are created by them. */
    createdBy: requiredRef('created_by', () => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('compliance_subscriptions_client_uq').on(t.organizationId, t.clientId, t.complianceId),
    index('compliance_subscriptions_org_compliance_idx').on(t.organizationId, t.complianceId),
  ],
);

/** A due date moved by notification for one compliance and period, with the notification as its note. */
export const complianceDueOverrides = pgTable(
  'compliance_due_overrides',
  {
    organizationId: organizationId(),
    complianceId: requiredRef('compliance_id', () => compliances.id),
    periodKey: varchar('period_key', { length: 12 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.complianceId, t.periodKey] })],
);

/**
 * A period of a subscription the admin marked as already filed (before the firm took the client on, or
 * elsewhere): the generator opens no Project for it and so asks the client for no document.
 */
export const complianceFiledPeriods = pgTable(
  'compliance_filed_periods',
  {
    organizationId: organizationId(),
    clientId: requiredRef('client_id', () => clients.id),
    complianceId: requiredRef('compliance_id', () => compliances.id),
    periodKey: varchar('period_key', { length: 12 }).notNull(),
    filedOn: date('filed_on', { mode: 'string' }).notNull(),
    /** The acknowledgement (ARN), when the admin has it. */
    ackNumber: varchar('ack_number', { length: 50 }),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.clientId, t.complianceId, t.periodKey] })],
);
