import { employeeUpdatePlan } from './project-update';

describe('what the employee’s Update Project sends', () => {
  it('changes the status alone when only the status changed', () => {
    expect(employeeUpdatePlan('open', 'in_progress', '  ')).toEqual({ kind: 'status', label: 'Update Status', status: 'in_progress' });
  });

  it('adds the comment as typed (trimmed) when only a comment was written', () => {
    expect(employeeUpdatePlan('open', 'open', '  Sent the draft  ')).toEqual({
      kind: 'comment',
      label: 'Add Comment',
      comment: 'Sent the draft',
    });
  });

  it('prefixes the comment with the new status when both changed', () => {
    expect(employeeUpdatePlan('open', 'pending_review', 'Ready for a look')).toEqual({
      kind: 'both',
      label: 'Update Status & Add Comment',
      status: 'pending_review',
      comment: 'Status changed to Pending Review. Ready for a look',
    });
  });

  it('has nothing to send when neither changed', () => {
    expect(employeeUpdatePlan('in_progress', 'in_progress', '').kind).toBe('nothing');
  });
});
