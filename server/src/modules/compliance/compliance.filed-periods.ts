import { sql } from 'drizzle-orm';
import { indianDay } from '@firm/shared/domain/calendar';
import { complianceMessages as M, periodFromKey, type PeriodFiledBody } from '@firm/shared/domain/compliance';
import type { Db } from '../../db/database';
import { compliances, complianceFiledPeriods, complianceSubscriptions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { rowsOf } from '../../db/rows';

// A past period marked as already filed (filed before the firm took the client on, or elsewhere): the
// generator opens no Project for it, so the client is asked for no document; the board shows it filed.
// A period with a Project records its filing on the Project (POST /api/tasks/:id/filing) instead.

export async function markPeriodFiled(
  db: Db,
  auth: { organizationId: number; id: number },
  subscriptionId: number,
  body: PeriodFiledBody,
  now: Date,
) {
  const today = indianDay(now);
  return db.transaction(async (tx) => {
    // The subscription's row is locked: two marks of one subscription wait for each other.
    const [subscription] = rowsOf<{ client_id: number; compliance_id: number; from_period: string; frequency: string }>(
      await tx.execute(sql`
        select s.client_id, s.compliance_id, s.from_period, c.frequency
        from ${complianceSubscriptions} s join ${compliances} c on c.id = s.compliance_id
        where s.id = ${subscriptionId} and s.organization_id = ${auth.organizationId}
        for update of s`),
    );
    if (!subscription) throw notFound(M.subscriptionNotFound);
    const period = periodFromKey(body.period_key);
    if (!period || period.frequency !== subscription.frequency) {
      throw badRequest(M.periodFrequency, [{ field: 'period_key', message: M.periodFrequency }]);
    }
    if (period.start < periodFromKey(subscription.from_period)!.start) {
      throw badRequest(M.periodBeforeStart, [{ field: 'period_key', message: M.periodBeforeStart }]);
    }
    if (body.filed_on > today) throw badRequest(M.filedInFuture, [{ field: 'filed_on', message: M.filedInFuture }]);
    if (body.filed_on < period.start) throw badRequest(M.filedBeforePeriod, [{ field: 'filed_on', message: M.filedBeforePeriod }]);
    const [project] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select id from tasks where organization_id = ${auth.organizationId} and client_id = ${subscription.client_id}
          and compliance_id = ${subscription.compliance_id} and period_key = ${period.key}`),
    );
    if (project) {
      throw conflict(
        M.periodHasProject,
        [{ field: 'period_key', message: M.periodHasProject, code: 'COMPLIANCE_PERIOD_HAS_PROJECT' }],
        'COMPLIANCE_PERIOD_HAS_PROJECT',
      );
    }
    const values = { filedOn: body.filed_on, ackNumber: body.ack_number ?? null, createdBy: auth.id, createdAt: now };
    await tx
      .insert(complianceFiledPeriods)
      .values({
        organizationId: auth.organizationId,
        clientId: subscription.client_id,
        complianceId: subscription.compliance_id,
        periodKey: period.key,
        ...values,
      })
      .onConflictDoUpdate({
        target: [
          complianceFiledPeriods.organizationId,
          complianceFiledPeriods.clientId,
          complianceFiledPeriods.complianceId,
          complianceFiledPeriods.periodKey,
        ],
        set: values,
      });
    return {
      subscription_id: subscriptionId,
      period_key: period.key,
      period_label: period.label,
      filed_on: body.filed_on,
      ack_number: body.ack_number ?? null,
    };
  });
}

export type FiledPeriodRow = { client_id: number; compliance_id: number; period_key: string; filed_on: string; ack_number: string | null };

/** The marked periods of some clients, for the board's cells. */
export async function readFiledPeriods(db: Db, organizationId: number, clientIds: number[], complianceIds: number[]) {
  if (clientIds.length === 0 || complianceIds.length === 0) return [];
  return rowsOf<FiledPeriodRow>(
    await db.execute(sql`
      select client_id, compliance_id, period_key, filed_on::text as filed_on, ack_number from compliance_filed_periods
      where organization_id = ${organizationId}
        and client_id in (select value::int from json_array_elements_text(${JSON.stringify(clientIds)}::json))
        and compliance_id in (select value::int from json_array_elements_text(${JSON.stringify(complianceIds)}::json))`),
  );
}
