import { sql } from 'drizzle-orm';
import { indianDay } from '@firm/shared/domain/calendar';
import { complianceStateOf, type BoardCell } from '@firm/shared/domain/compliance';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';

// A board cell, for both views of the board: the Projects of a page of clients, read in one
// statement by the unique key (organization, client, compliance, period), and each one's state on India's day.

export type TaskCellRow = {
  client_id: number;
  compliance_id: number;
  period_key: string;
  id: number;
  workflow_status: 'open' | 'in_progress' | 'pending_review' | 'ready_for_close' | 'closed';
  require_clarification: boolean;
  statutory_due_date: string;
  due_date: string | null;
  assignee_name: string | null;
  ack_number: string | null;
  filed_on: string | null;
  closed_at: Date | string | null;
  waiting_on_client: boolean;
};

/** The firm's compliance Projects of the clients `clientIds` that also meet `where` (a condition on `t`). */
export async function readCells(db: Db, organizationId: number, clientIds: number[], where: ReturnType<typeof sql>) {
  if (clientIds.length === 0) return [];
  return rowsOf<TaskCellRow>(
    await db.execute(sql`
      select t.client_id, t.compliance_id, t.period_key, t.id, t.workflow_status, t.require_clarification,
        t.statutory_due_date::text as statutory_due_date, t.due_date::text as due_date,
        case when u.id is null then null else u.first_name || ' ' || u.last_name end as assignee_name,
        t.ack_number, t.filed_on::text as filed_on, t.closed_at,
        -- A required document the client still owes (the documents' partial index predicate),
        -- while the return is unfiled: once filed or closed, nothing waits on the client any more.
        t.filed_on is null and t.workflow_status <> 'closed' and exists (select 1 from document_requests d
          where d.task_id = t.id and d.required and d.state in ('requested', 'needs_changes')) as waiting_on_client
      from tasks t left join users u on u.id = t.assignee_id
      where t.organization_id = ${organizationId}
        and t.client_id in (select value::int from json_array_elements_text(${JSON.stringify(clientIds)}::json))
        and ${where}`),
  );
}

type ProjectFacts = Pick<TaskCellRow, 'workflow_status' | 'require_clarification' | 'statutory_due_date' | 'filed_on' | 'closed_at'>;

/** A compliance Project's state on `today`, and the day it was filed (its filing date, or the day it closed without one). */
export function filingOf(t: ProjectFacts, today: string) {
  const closedOn = t.closed_at === null ? null : indianDay(new Date(t.closed_at));
  const facts = {
    workflowStatus: t.workflow_status,
    requireClarification: t.require_clarification,
    statutoryDueDate: t.statutory_due_date,
    filedOn: t.filed_on,
    closedOn,
  };
  return { state: complianceStateOf(facts, today), filedOn: t.filed_on ?? (t.workflow_status === 'closed' ? closedOn : null) };
}

export function boardCellOf(t: TaskCellRow, today: string): BoardCell {
  const filing = filingOf(t, today);
  return {
    period_key: t.period_key,
    task_id: t.id,
    state: filing.state,
    statutory_due_date: t.statutory_due_date,
    due_date: t.due_date,
    assignee_name: t.assignee_name,
    ack_number: t.ack_number,
    filed_on: filing.filedOn,
    waiting_on_client: t.waiting_on_client,
  };
}

/** A period marked filed, which has no Project: filed on time or late against its due date, nothing owed. */
export function filedPeriodCell(
  marked: { period_key: string; filed_on: string; ack_number: string | null },
  due: string | null,
): BoardCell {
  return {
    period_key: marked.period_key,
    task_id: null,
    state: due !== null && marked.filed_on > due ? 'filed_late' : 'filed_on_time',
    statutory_due_date: due ?? marked.filed_on,
    due_date: null,
    assignee_name: null,
    ack_number: marked.ack_number,
    filed_on: marked.filed_on,
    waiting_on_client: false,
  };
}
