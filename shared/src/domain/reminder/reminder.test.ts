import { reminderRunMessage, reminderTexts } from './reminder';

describe('the result of running the reminders now', () => {
  it('says how many were sent, and the failed and unsendable ones only when there are some', () => {
    expect(reminderRunMessage({ sent: 0, failed: 0, skipped: 0 })).toBe(reminderTexts.runNothing);
    expect(reminderRunMessage({ sent: 1, failed: 0, skipped: 0 })).toBe('1 reminder sent');
    expect(reminderRunMessage({ sent: 12, failed: 0, skipped: 0 })).toBe('12 reminders sent');
    expect(reminderRunMessage({ sent: 0, failed: 2, skipped: 0 })).toBe('0 reminders sent, 2 failed');
    expect(reminderRunMessage({ sent: 1, failed: 1, skipped: 3 })).toBe('1 reminder sent, 1 failed, 3 with no recipients');
  });
});
