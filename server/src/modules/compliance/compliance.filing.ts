import { sql } from 'drizzle-orm';
import { formatDate } from '@firm/shared/domain/format';
import { indianDay } from '@firm/shared/domain/calendar';
import { projectMessages, TASK_STATUS_LABELS, TASK_STATUSES } from '@firm/shared/domain/project';
import { complianceMessages as M, periodFromKey, type TaskFiling } from '@firm/shared/domain/compliance';
import type { Db } from '../../db/database';
import type { Staff } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { insertActivity, updateTaskRow } from '../tasks';
import { rowsOf } from '../../db/rows';

// Recording a compliance Project's filing: the acknowledgement (ARN) number and the filing date
// the portal of the authority gave back. The Project's worker records it (an employee on their own
// Project, a supervisor or admin on any open one); the Project moves on to Ready for Close when it was
// earlier, since the work is done and the admin closes it. The log keeps the filing.

type Locked = {
  id: number;
  assignee_id: number | null;
  workflow_status: (typeof TASK_STATUSES)[number];
  compliance_id: number | null;
  statutory_due_date: string | null;
  period_key: string | null;
};

export async function recordFiling(db: Db, auth: Staff, id: number, body: TaskFiling, now: Date) {
  const today = indianDay(now);
  return db.transaction(async (tx) => {
    const [task] = rowsOf<Locked>(
      await tx.execute(sql`
        select id, assignee_id, workflow_status, compliance_id, statutory_due_date::text as statutory_due_date, period_key
        from tasks where id = ${id} and organization_id = ${auth.organizationId} for update`),
    );
    // What the caller may not see is not found, as for every write to a Project.
    const hidden =
      !task || (auth.role === 'employee' && task.assignee_id !== auth.id) || (auth.role !== 'admin' && task.workflow_status === 'closed');
    if (hidden) throw notFound(projectMessages.notFound);
    if (task.compliance_id === null) throw badRequest(M.notCompliance, undefined, 'NOT_A_COMPLIANCE_TASK');
    if (body.filed_on > today) throw badRequest(M.filedInFuture, [{ field: 'filed_on', message: M.filedInFuture }]);
    // A return is filed for a period once it has begun; an earlier date is a typing mistake.
    const period = task.period_key === null ? null : periodFromKey(task.period_key);
    if (period && body.filed_on < period.start)
      throw badRequest(M.filedBeforePeriod, [{ field: 'filed_on', message: M.filedBeforePeriod }]);
    const ready = TASK_STATUSES.indexOf(task.workflow_status) < TASK_STATUSES.indexOf('ready_for_close');
    const status = ready ? 'ready_for_close' : task.workflow_status;
    await updateTaskRow(tx, auth.organizationId, id, {
      ackNumber: body.ack_number,
      filedOn: body.filed_on,
      workflowStatus: status,
      updatedAt: now,
    });
    await insertActivity(
      tx,
      auth.organizationId,
      id,
      [
        {
          userId: auth.id,
          eventType: 'field',
          field: 'ack_number',
          fromValue: null,
          toValue: body.ack_number,
          description: `Filed on ${formatDate(body.filed_on)}, acknowledgement ${body.ack_number}`,
        },
        ...(ready
          ? [
              {
                userId: auth.id,
                eventType: 'status',
                field: 'workflow_status',
                fromValue: task.workflow_status,
                toValue: status,
                description: `Status changed from ${TASK_STATUS_LABELS[task.workflow_status]} to ${TASK_STATUS_LABELS[status]}`,
              },
            ]
          : []),
      ],
      now,
    );
    return { task_id: id, ack_number: body.ack_number, filed_on: body.filed_on, workflow_status: status };
  });
}
