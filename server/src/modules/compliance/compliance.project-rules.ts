import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { complianceMessages } from '@firm/shared/domain/compliance';
import { compliances } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import type { AckRequiredReader, CloseGuard, TaskHooks } from '../tasks';

// Compliance's rules about a compliance Project, registered on the tasks module's hooks: tasks never
// reads the compliance tables, and the dependency runs one way, compliance → tasks.

/** Whether a compliance Project's filing must be recorded before it closes; null on other Projects. */
const ackRequired: AckRequiredReader = async (db, { organizationId, complianceId }) => {
  if (complianceId === null) return null;
  const [row] = await db
    .select({ required: compliances.ackRequired })
    .from(compliances)
    .where(and(eq(compliances.organizationId, organizationId), eq(compliances.id, complianceId)));
  return row?.required ?? null;
};

/**
 * Closing a compliance Project whose compliance requires the acknowledgement: refused until
 * its ARN and filing date are recorded (POST /api/tasks/{id}/filing). Other Projects close as before.
 */
const filingBeforeClose: CloseGuard = async (tx, project) => {
  if (project.complianceId === null || project.ackNumber !== null) return;
  if (await ackRequired(tx, project)) {
    const message = complianceMessages.filingRequired;
    throw badRequest(message, [{ field: 'ack_number', message, code: 'COMPLIANCE_FILING_REQUIRED' }]);
  }
};

/** The compliance a Project files, by name, looked up per row of a Projects page. */
const complianceName = (complianceId: AnyColumn) =>
  sql<string | null>`(select ${compliances.name} from ${compliances} where ${compliances.id} = ${complianceId})`;

export function registerProjectRules(hooks: TaskHooks) {
  hooks.provideColumns({ complianceName });
  hooks.readAckRequiredWith(ackRequired);
  hooks.onBeforeClose(filingBeforeClose);
}
