import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  complianceMessages as M,
  periodFromKey,
  type BulkSubscriptionBody,
  type SubscriptionBody,
  type SubscriptionRow,
} from '@firm/shared/domain/compliance';
import { indianDay } from '@firm/shared/domain/calendar';
import type { Db, Tx } from '../../db/database';
import { clients, compliances, complianceSubscriptions, users } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { findCompliance } from './compliance.catalogue';

// Which clients the firm files each compliance for: from which period, for whom, at what fee.
// One row per client and compliance; ending it keeps the row (and the Projects opened) and stops the
// periods after its end; subscribing again restarts it with the new terms.

const rowColumns = {
  id: complianceSubscriptions.id,
  client_id: complianceSubscriptions.clientId,
  client_name: clients.clientName,
  compliance_id: complianceSubscriptions.complianceId,
  compliance_name: compliances.name,
  from_period: complianceSubscriptions.fromPeriod,
  ended_on: complianceSubscriptions.endedOn,
  assignee_id: complianceSubscriptions.assigneeId,
  assignee_name: sql<string>`(${users.firstName} || ' ' || ${users.lastName})`,
  internal_offset_days: complianceSubscriptions.internalOffsetDays,
  fee_paise: complianceSubscriptions.feePaise,
  type_of_delivery: complianceSubscriptions.typeOfDelivery,
  opens_due_from: complianceSubscriptions.opensDueFrom,
};

function subscriptions(db: Db | Tx, organizationId: number) {
  return db
    .select(rowColumns)
    .from(complianceSubscriptions)
    .innerJoin(clients, eq(clients.id, complianceSubscriptions.clientId))
    .innerJoin(compliances, eq(compliances.id, complianceSubscriptions.complianceId))
    .innerJoin(users, eq(users.id, complianceSubscriptions.assigneeId))
    .where(eq(complianceSubscriptions.organizationId, organizationId))
    .$dynamic();
}
const withLabel = (row: Omit<SubscriptionRow, 'from_label'>): SubscriptionRow => ({
  ...row,
  from_label: periodFromKey(row.from_period)?.label ?? row.from_period,
});

export async function listSubscriptions(db: Db, organizationId: number, filter: { client_id?: number; compliance_id?: number }) {
  const rows = await subscriptions(db, organizationId)
    .where(
      and(
        eq(complianceSubscriptions.organizationId, organizationId),
        filter.client_id ? eq(complianceSubscriptions.clientId, filter.client_id) : undefined,
        filter.compliance_id ? eq(complianceSubscriptions.complianceId, filter.compliance_id) : undefined,
      ),
    )
    .orderBy(asc(clients.clientName), asc(compliances.name))
    .limit(5000);
  return rows.map(withLabel);
}

async function findSubscription(db: Db | Tx, organizationId: number, id: number): Promise<SubscriptionRow> {
  const [row] = await subscriptions(db, organizationId).where(
    and(eq(complianceSubscriptions.organizationId, organizationId), eq(complianceSubscriptions.id, id)),
  );
  if (!row) throw notFound(M.subscriptionNotFound);
  return withLabel(row);
}

type Terms = Omit<SubscriptionBody, 'client_id'>;

/**
 * The day before which due periods open no Project: the day of subscribing, unless the admin asked for the
 * past periods too. A period is past when its due date is; a period ended but not yet due still opens.
 */
const opensDueFrom = (terms: Terms, now: Date) => (terms.open_past ? null : indianDay(now));

/** The compliance (the firm's, active), the first period (of its frequency) and the assignee (active staff) of the terms. */
async function checkTerms(tx: Tx, organizationId: number, terms: Terms) {
  const compliance = await findCompliance(tx, organizationId, terms.compliance_id);
  // A deactivated compliance opens nothing: subscribing to it (or changing or restarting a subscription) is refused.
  if (!compliance.is_active) {
    throw badRequest(M.inactive, [{ field: 'compliance_id', message: M.inactive, code: 'COMPLIANCE_INACTIVE' }]);
  }
  const first = periodFromKey(terms.from_period);
  if (!first || first.frequency !== compliance.frequency) {
    throw badRequest(M.periodFrequency, [{ field: 'from_period', message: M.periodFrequency }]);
  }
  const [assignee] = await tx
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, terms.assignee_id), eq(users.organizationId, organizationId)));
  if (!assignee || !assignee.isActive || !['admin', 'supervisor', 'employee'].includes(assignee.role)) {
    const message = 'The assignee must be an active admin, supervisor or employee of your firm';
    throw badRequest(message, [{ field: 'assignee_id', message, code: 'ASSIGNEE_INVALID' }]);
  }
  return { compliance, first };
}

const applies = (types: readonly string[], clientType: string) => types.length === 0 || types.includes(clientType);

export async function saveSubscription(db: Db, auth: { organizationId: number; id: number }, body: SubscriptionBody, now: Date) {
  return db.transaction(async (tx) => {
    const { compliance, first } = await checkTerms(tx, auth.organizationId, body);
    const [client] = await tx
      .select({ type: clients.clientType, isActive: clients.isActive })
      .from(clients)
      .where(and(eq(clients.id, body.client_id), eq(clients.organizationId, auth.organizationId)));
    if (!client || !client.isActive)
      throw badRequest('Client not found or inactive', [{ field: 'client_id', message: 'Client not found or inactive' }]);
    if (!applies(compliance.client_types, client.type)) {
      throw badRequest(M.clientType, [{ field: 'client_id', message: M.clientType, code: 'COMPLIANCE_NOT_APPLICABLE' }]);
    }
    const terms = {
      fromPeriod: first.key,
      fromDate: first.start,
      endedOn: null,
      opensDueFrom: opensDueFrom(body, now),
      assigneeId: body.assignee_id,
      internalOffsetDays: body.internal_offset_days,
      feePaise: body.fee_paise,
      typeOfDelivery: body.type_of_delivery,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(complianceSubscriptions)
      .values({
        organizationId: auth.organizationId,
        clientId: body.client_id,
        complianceId: body.compliance_id,
        createdBy: auth.id,
        createdAt: now,
        ...terms,
      })
      .onConflictDoUpdate({
        target: [complianceSubscriptions.organizationId, complianceSubscriptions.clientId, complianceSubscriptions.complianceId],
        set: terms,
      })
      .returning({ id: complianceSubscriptions.id });
    return findSubscription(tx, auth.organizationId, row!.id);
  });
}

/** Subscribes every active client of a type, or the clients listed, leaving existing subscriptions as they are. */
export async function subscribeInBulk(db: Db, auth: { organizationId: number; id: number }, body: BulkSubscriptionBody, now: Date) {
  return db.transaction(async (tx) => {
    const { compliance, first } = await checkTerms(tx, auth.organizationId, body);
    const chosen = await tx
      .select({ id: clients.id, type: clients.clientType })
      .from(clients)
      .where(
        and(
          eq(clients.organizationId, auth.organizationId),
          eq(clients.isActive, true),
          body.client_type ? eq(clients.clientType, body.client_type) : undefined,
          body.client_ids?.length ? inArray(clients.id, body.client_ids) : undefined,
        ),
      );
    const fitting = chosen.filter((c) => applies(compliance.client_types, c.type));
    let subscribed = 0;
    // Several statements of at most 1,000 rows: far below the bind-parameter limit.
    for (let i = 0; i < fitting.length; i += 1000) {
      const inserted = await tx
        .insert(complianceSubscriptions)
        .values(
          fitting.slice(i, i + 1000).map((c) => ({
            organizationId: auth.organizationId,
            clientId: c.id,
            complianceId: body.compliance_id,
            fromPeriod: first.key,
            fromDate: first.start,
            opensDueFrom: opensDueFrom(body, now),
            assigneeId: body.assignee_id,
            internalOffsetDays: body.internal_offset_days,
            feePaise: body.fee_paise,
            typeOfDelivery: body.type_of_delivery,
            createdBy: auth.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: complianceSubscriptions.id });
      subscribed += inserted.length;
    }
    return { subscribed, already: fitting.length - subscribed, not_applicable: chosen.length - fitting.length };
  });
}

/** Ends a subscription on a day: periods starting after it open no Project; those opened stay. */
export async function endSubscription(db: Db, organizationId: number, id: number, endedOn: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await findSubscription(tx, organizationId, id);
    if (endedOn < periodFromKey(row.from_period)!.start) {
      throw badRequest(M.endBeforeStart, [{ field: 'ended_on', message: M.endBeforeStart }]);
    }
    await tx
      .update(complianceSubscriptions)
      .set({ endedOn, updatedAt: now })
      .where(and(eq(complianceSubscriptions.id, id), eq(complianceSubscriptions.organizationId, organizationId)));
    return findSubscription(tx, organizationId, id);
  });
}
