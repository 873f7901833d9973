import { complianceStateOf, type ComplianceProjectFacts } from './project-state';

const base: ComplianceProjectFacts = {
  workflowStatus: 'open',
  requireClarification: false,
  statutoryDueDate: '2026-05-11',
  filedOn: null,
  closedOn: null,
};

describe('the state of a compliance Project', () => {
  it.each<[string, Partial<ComplianceProjectFacts>, string, string]>([
    ['open before the due date', {}, '2026-05-01', 'not_started'],
    ['open on the due date', {}, '2026-05-11', 'not_started'],
    ['open the day after', {}, '2026-05-12', 'overdue'],
    ['in progress', { workflowStatus: 'in_progress' }, '2026-05-01', 'in_progress'],
    ['in progress after the due date', { workflowStatus: 'in_progress' }, '2026-06-01', 'overdue'],
    ['pending review', { workflowStatus: 'pending_review' }, '2026-05-01', 'waiting'],
    ['ready for close', { workflowStatus: 'ready_for_close' }, '2026-05-01', 'waiting'],
    ['waiting on a clarification', { workflowStatus: 'in_progress', requireClarification: true }, '2026-05-01', 'waiting'],
    ['filed on the due date', { workflowStatus: 'ready_for_close', filedOn: '2026-05-11' }, '2026-06-30', 'filed_on_time'],
    ['filed a day late', { workflowStatus: 'ready_for_close', filedOn: '2026-05-12' }, '2026-05-12', 'filed_late'],
    [
      'closed without a filing date, before the due date',
      { workflowStatus: 'closed', closedOn: '2026-05-10' },
      '2026-07-01',
      'filed_on_time',
    ],
    ['closed without a filing date, after it', { workflowStatus: 'closed', closedOn: '2026-05-20' }, '2026-07-01', 'filed_late'],
    [
      'closed with an earlier filing date',
      { workflowStatus: 'closed', closedOn: '2026-05-20', filedOn: '2026-05-09' },
      '2026-07-01',
      'filed_on_time',
    ],
  ])('%s', (_name, facts, today, state) => {
    expect(complianceStateOf({ ...base, ...facts }, today)).toBe(state);
  });
});
