// The state of a compliance Project on the board: what the firm has to look at, from its
// workflow status, filing date and statutory due date, on India's day `today`.

export const COMPLIANCE_STATES = ['not_started', 'in_progress', 'waiting', 'filed_on_time', 'filed_late', 'overdue'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];
export type ComplianceProjectFacts = {
  workflowStatus: 'open' | 'in_progress' | 'pending_review' | 'ready_for_close' | 'closed';
  requireClarification: boolean;
  statutoryDueDate: string;
  /** The filing date given with the acknowledgement, if any. */
  filedOn: string | null;
  /** India's day the Project was closed, if it is: a Project closed without a filing date counts as filed that day. */
  closedOn: string | null;
};

export function complianceStateOf(facts: ComplianceProjectFacts, today: string): ComplianceState {
  const filed = facts.filedOn ?? (facts.workflowStatus === 'closed' ? facts.closedOn : null);
  if (filed) return filed <= facts.statutoryDueDate ? 'filed_on_time' : 'filed_late';
  if (today > facts.statutoryDueDate) return 'overdue';
  if (facts.requireClarification || facts.workflowStatus === 'pending_review' || facts.workflowStatus === 'ready_for_close')
    return 'waiting';
  return facts.workflowStatus === 'open' ? 'not_started' : 'in_progress';
}
