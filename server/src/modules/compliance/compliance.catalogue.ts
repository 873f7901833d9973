import { and, asc, eq, sql } from 'drizzle-orm';
import {
  complianceMessages as M,
  defaultBoardComplianceId,
  periodFromKey,
  type ChecklistItem,
  type ComplianceCreate,
  type ComplianceRow,
  type ComplianceUpdate,
  type OverrideBody,
} from '@firm/shared/domain/compliance';
import { formatDate } from '@firm/shared/domain/format';
import type { Db, Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { complianceDueOverrides, compliances, sacCodes, serviceCategories } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { moveStatutoryDueDate } from '../tasks';

// The firm's catalogue of compliances and its due-date overrides, always within one firm.

const rowColumns = {
  id: compliances.id,
  code: compliances.code,
  name: compliances.name,
  authority: compliances.authority,
  frequency: compliances.frequency,
  rule: compliances.rule,
  months_after: compliances.monthsAfter,
  due_day: compliances.dueDay,
  client_types: compliances.clientTypes,
  service_category_id: compliances.serviceCategoryId,
  service_category_name: serviceCategories.name,
  sac_code_id: compliances.sacCodeId,
  sac_code: sacCodes.code,
  ack_required: compliances.ackRequired,
  open_days_before: compliances.openDaysBefore,
  is_active: compliances.isActive,
  document_checklist: compliances.documentChecklist,
  subscriptions: sql<number>`(select count(*)::int from compliance_subscriptions s where s.compliance_id = ${compliances.id} and s.ended_on is null)`,
};

function catalogue(db: Db | Tx, organizationId: number) {
  return db
    .select(rowColumns)
    .from(compliances)
    .innerJoin(serviceCategories, eq(serviceCategories.id, compliances.serviceCategoryId))
    .innerJoin(sacCodes, eq(sacCodes.id, compliances.sacCodeId))
    .where(eq(compliances.organizationId, organizationId))
    .orderBy(asc(compliances.name), asc(compliances.id))
    .$dynamic();
}

export async function listCompliances(db: Db, organizationId: number): Promise<ComplianceRow[]> {
  return catalogue(db, organizationId);
}

/** The compliance the board shows when the call names none (`defaultBoardComplianceId`); 404 when none is active. */
export async function boardCompliance(db: Db | Tx, organizationId: number, id: number | undefined): Promise<ComplianceRow> {
  if (id !== undefined) return findCompliance(db, organizationId, id);
  const rows = await catalogue(db, organizationId);
  const defaultId = defaultBoardComplianceId(rows);
  const chosen = rows.find((row) => row.id === defaultId);
  if (!chosen) throw notFound(M.notFound);
  return chosen;
}

export async function findCompliance(db: Db | Tx, organizationId: number, id: number): Promise<ComplianceRow> {
  const [row] = await catalogue(db, organizationId).where(and(eq(compliances.organizationId, organizationId), eq(compliances.id, id)));
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The category and SAC code must be the firm's own and active. */
async function checkMasterData(tx: Tx, organizationId: number, body: { service_category_id: number; sac_code_id: number }) {
  const [category] = await tx
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(
      and(
        eq(serviceCategories.id, body.service_category_id),
        eq(serviceCategories.organizationId, organizationId),
        eq(serviceCategories.isActive, true),
      ),
    );
  const [sac] = await tx
    .select({ id: sacCodes.id })
    .from(sacCodes)
    .where(and(eq(sacCodes.id, body.sac_code_id), eq(sacCodes.organizationId, organizationId), eq(sacCodes.isActive, true)));
  const errors: { field: string; message: string }[] = [];
  if (!category) errors.push({ field: 'service_category_id', message: 'Service category not found or inactive' });
  if (!sac) errors.push({ field: 'sac_code_id', message: 'SAC code not found or inactive' });
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(', '), errors);
}

const valuesOf = (body: ComplianceUpdate) => ({
  name: body.name,
  authority: body.authority,
  frequency: body.frequency,
  rule: body.rule,
  monthsAfter: body.months_after,
  dueDay: body.due_day,
  clientTypes: [...body.client_types],
  serviceCategoryId: body.service_category_id,
  sacCodeId: body.sac_code_id,
  ackRequired: body.ack_required,
  openDaysBefore: body.open_days_before,
  isActive: body.is_active,
});

export async function createCompliance(db: Db, organizationId: number, body: ComplianceCreate, now: Date): Promise<ComplianceRow> {
  try {
    return await db.transaction(async (tx) => {
      await checkMasterData(tx, organizationId, body);
      const [row] = await tx
        .insert(compliances)
        .values({ organizationId, code: body.code, ...valuesOf(body), createdAt: now, updatedAt: now })
        .returning({ id: compliances.id });
      return findCompliance(tx, organizationId, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(M.codeTaken, [{ field: 'code', message: M.codeTaken, code: 'COMPLIANCE_CODE_TAKEN' }], 'COMPLIANCE_CODE_TAKEN');
    throw error;
  }
}

/**
 * A frequency cannot change under running subscriptions: their first periods and the Projects opened are
 * keyed by the old frequency's periods. Everything else may (dates apply to periods opened from now on).
 */
export async function updateCompliance(
  db: Db,
  organizationId: number,
  id: number,
  body: ComplianceUpdate,
  now: Date,
): Promise<ComplianceRow> {
  return db.transaction(async (tx) => {
    const before = await findCompliance(tx, organizationId, id);
    if (before.frequency !== body.frequency && before.subscriptions > 0) {
      const message = 'The frequency of a compliance with subscriptions cannot change';
      throw badRequest(message, [{ field: 'frequency', message }]);
    }
    await checkMasterData(tx, organizationId, body);
    await tx
      .update(compliances)
      .set({ ...valuesOf(body), updatedAt: now })
      .where(and(eq(compliances.id, id), eq(compliances.organizationId, organizationId)));
    return findCompliance(tx, organizationId, id);
  });
}

/** Replaces a compliance's default checklist; Projects opened before keep the requests they were given. */
export async function saveChecklist(
  db: Db,
  organizationId: number,
  id: number,
  items: readonly ChecklistItem[],
  now: Date,
): Promise<ComplianceRow> {
  return db.transaction(async (tx) => {
    await findCompliance(tx, organizationId, id);
    await tx
      .update(compliances)
      .set({ documentChecklist: items.map((i) => ({ title: i.title, required: i.required })), updatedAt: now })
      .where(and(eq(compliances.id, id), eq(compliances.organizationId, organizationId)));
    return findCompliance(tx, organizationId, id);
  });
}

export async function listOverrides(db: Db, organizationId: number, complianceId: number) {
  await findCompliance(db, organizationId, complianceId);
  const rows = await db
    .select({
      period_key: complianceDueOverrides.periodKey,
      due_date: complianceDueOverrides.dueDate,
      note: complianceDueOverrides.note,
      created_at: complianceDueOverrides.createdAt,
    })
    .from(complianceDueOverrides)
    .where(and(eq(complianceDueOverrides.organizationId, organizationId), eq(complianceDueOverrides.complianceId, complianceId)))
    .orderBy(asc(complianceDueOverrides.periodKey));
  return rows.map((r) => ({
    ...r,
    period_label: periodFromKey(r.period_key)?.label ?? r.period_key,
    created_at: r.created_at.toISOString(),
  }));
}

/**
 * Sets one period's due date (a notification's extension) and moves that period's Projects with it, in
 * one transaction: the statutory date of each, and the internal date of those not closed by the same
 * number of days (the subscription's offset stays). Each moved Project logs the change with the note.
 */
export async function saveOverride(
  db: Db,
  auth: { organizationId: number; id: number },
  complianceId: number,
  body: OverrideBody,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const compliance = await findCompliance(tx, auth.organizationId, complianceId);
    if (periodFromKey(body.period_key)?.frequency !== compliance.frequency) {
      throw badRequest(M.periodFrequency, [{ field: 'period_key', message: M.periodFrequency }]);
    }
    await tx
      .insert(complianceDueOverrides)
      .values({
        organizationId: auth.organizationId,
        complianceId,
        periodKey: body.period_key,
        dueDate: body.due_date,
        note: body.note,
        createdBy: auth.id,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [complianceDueOverrides.organizationId, complianceDueOverrides.complianceId, complianceDueOverrides.periodKey],
        set: { dueDate: body.due_date, note: body.note, createdBy: auth.id, createdAt: now },
      });
    return moveStatutoryDueDate(tx, {
      organizationId: auth.organizationId,
      complianceId,
      periodKey: body.period_key,
      dueDate: body.due_date,
      userId: auth.id,
      description: `Statutory due date moved to ${formatDate(body.due_date)}: ${body.note}`,
      now,
    });
  });
}
