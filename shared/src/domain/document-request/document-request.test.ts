import {
  checkSchedule,
  DOCUMENT_REMINDER_DEFAULT,
  reminderSlot,
  slotLabel,
  transition,
  waitingOnClient,
  type DocumentReminderSchedule,
  type DocumentRequestAction,
  type DocumentRequestState,
  type Transition,
} from './index';

describe('a document request moves', () => {
  it.each<[DocumentRequestState, DocumentRequestAction, Transition]>([
    ['requested', 'upload', { state: 'uploaded' }],
    ['uploaded', 'upload', { state: 'uploaded' }],
    ['needs_changes', 'upload', { state: 'uploaded' }],
    ['accepted', 'upload', { refused: 'ACCEPTED' }],
    ['uploaded', 'accept', { state: 'accepted' }],
    ['uploaded', 'ask_changes', { state: 'needs_changes' }],
    ['requested', 'accept', { refused: 'NOTHING_UPLOADED' }],
    ['requested', 'ask_changes', { refused: 'NOTHING_UPLOADED' }],
    ['needs_changes', 'accept', { refused: 'NOTHING_UPLOADED' }],
    ['needs_changes', 'ask_changes', { refused: 'NOTHING_UPLOADED' }],
    ['accepted', 'accept', { refused: 'ACCEPTED' }],
    ['accepted', 'ask_changes', { refused: 'ACCEPTED' }],
  ])('from %s by %s to %j', (state, action, expected) => {
    expect(transition(state, action)).toEqual(expected);
  });
});

describe('a Project waits on the client', () => {
  it.each<[string, { state: DocumentRequestState; required: boolean }[], boolean]>([
    ['with no request', [], false],
    ['with a required request not uploaded', [{ state: 'requested', required: true }], true],
    ['with a required request sent back', [{ state: 'needs_changes', required: true }], true],
    ['not while the firm reviews an upload', [{ state: 'uploaded', required: true }], false],
    ['not once accepted', [{ state: 'accepted', required: true }], false],
    ['not for an optional request', [{ state: 'requested', required: false }], false],
    [
      'while one required request of several is open',
      [
        { state: 'accepted', required: true },
        { state: 'requested', required: false },
        { state: 'needs_changes', required: true },
      ],
      true,
    ],
  ])('%s: %s', (_name, requests, expected) => {
    expect(waitingOnClient(requests)).toBe(expected);
  });
});

describe('the reminder slot of a day', () => {
  const on: DocumentReminderSchedule = { ...DOCUMENT_REMINDER_DEFAULT, enabled: true };
  const due = '2026-07-31';
  const asked = '2026-07-01';
  it.each<[string, DocumentReminderSchedule, string, string, number | null]>([
    ['off: never', DOCUMENT_REMINDER_DEFAULT, asked, '2026-07-29', null],
    ['three days before: nothing yet', on, asked, '2026-07-28', null],
    ['two days before', on, asked, '2026-07-29', -2],
    ['the day before: still the 2-day slot', on, asked, '2026-07-30', -2],
    ['on the day', on, asked, '2026-07-31', 0],
    ['six days after: still the due day', on, asked, '2026-08-06', 0],
    ['seven days after', on, asked, '2026-08-07', 7],
    ['twenty days after', on, asked, '2026-08-20', 14],
    ['asked the day before the due date: no late 2-day reminder', on, '2026-07-30', '2026-07-30', null],
    ['asked the day before: the due day comes', on, '2026-07-30', '2026-07-31', 0],
    ['asked after the due date: the next repeat', on, '2026-08-03', '2026-08-05', null],
    ['asked after the due date, a week on', on, '2026-08-03', '2026-08-07', 7],
    ['no due-day reminder, no repeat: only before', { ...on, onDueDay: false, repeatAfterDays: null }, asked, '2026-08-20', -2],
    ['several days before: the nearest reached', { ...on, daysBefore: [7, 2] }, asked, '2026-07-25', -7],
    ['nothing before, only repeats', { ...on, daysBefore: [], onDueDay: false }, asked, '2026-08-01', null],
  ])('%s', (_name, schedule, requestedOn, today, expected) => {
    expect(reminderSlot(schedule, due, requestedOn, today)).toBe(expected);
  });

  it.each([
    [-2, '2 days before the due date'],
    [-1, '1 day before the due date'],
    [0, 'On the due date'],
    [7, '7 days after the due date'],
  ])('slot %s reads "%s"', (slot, label) => {
    expect(slotLabel(slot)).toBe(label);
  });
});

describe('an admin schedule', () => {
  const base = { enabled: true, onDueDay: true };
  it.each<[string, unknown[], unknown, string | null]>([
    ['the default', [2], 7, null],
    ['no days before and no repeat', [], null, null],
    ['a day before of 0', [0], 7, 'Each day before the due date must be a whole number from 1 to 30'],
    ['a fraction', [1.5], 7, 'Each day before the due date must be a whole number from 1 to 30'],
    ['text', ['2'], 7, 'Each day before the due date must be a whole number from 1 to 30'],
    ['too many days', [1, 2, 3, 4, 5, 6], 7, 'Choose at most 5 days before the due date'],
    ['a repeat of 0', [2], 0, 'The repeat after the due date must be a whole number of days from 1 to 90, or none'],
    ['a repeat of 91', [2], 91, 'The repeat after the due date must be a whole number of days from 1 to 90, or none'],
  ])('%s', (_name, daysBefore, repeatAfterDays, error) => {
    const checked = checkSchedule({ ...base, daysBefore, repeatAfterDays });
    expect('error' in checked ? checked.error : null).toBe(error);
  });

  it('keeps each day once, farthest first', () => {
    expect(checkSchedule({ ...base, daysBefore: [2, 7, 2], repeatAfterDays: null })).toEqual({
      schedule: { enabled: true, onDueDay: true, daysBefore: [7, 2], repeatAfterDays: null },
    });
  });
});
