import {
  cadenceOfBody,
  REMINDER_DEFAULT_CADENCE,
  reminderListAnswerSchema,
  reminderRunAnswerSchema,
  reminderRunMessage,
  reminderSettingsAnswerSchema,
  reminderSettingsSavedSchema,
  reminderTexts,
  type ReminderSettings,
  type SentReminder,
} from '@firm/shared/domain/reminder';
import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';

// Tests only: a fake of the overdue reminder calls over arrays. The settings are checked as the server checks
// them (cadenceOfBody); every success is parsed with the route's answer schema (checkedReply).

/**
 * The reminder calls' state: the firm's settings (saved by PUT), the reminders sent, and those the next run
 * (POST /api/reminders/run, refused while the settings are off) sends, each as it will be listed.
 */
export type FakeReminders = { settings: ReminderSettings; rows: SentReminder[]; due?: SentReminder[] };

export function sentReminder(id: number, overrides: Partial<SentReminder> = {}): SentReminder {
  return {
    reminder_id: id,
    invoice_id: id,
    invoice_number: `INV/2026-27/${String(id).padStart(4, '0')}`,
    client_id: 1,
    client_name: 'Rao Textiles',
    due_date: '2026-11-10',
    step: 7,
    due_paise: 11_800_00,
    recipients: 2,
    status: 'sent',
    reason: null,
    created_at: `2026-11-${String(10 + id).padStart(2, '0')}T04:30:00.000Z`,
    sent_at: `2026-11-${String(10 + id).padStart(2, '0')}T04:30:01.000Z`,
    ...overrides,
  };
}

export type ReminderServerOptions = {
  /** Answers a call before the fake does (a failure, a held answer); undefined lets the fake answer. */
  intercept?: (request: MockRequest) => MockReply | undefined | Promise<MockReply | undefined>;
};

const refused = (status: number, message: string, code: string): MockReply => ({ status, data: { success: false, message, code } });

/** Off, none sent, unless given. */
export function reminderServer(
  reminders: FakeReminders = { settings: { enabled: false, cadence: [...REMINDER_DEFAULT_CADENCE] }, rows: [] },
  options: ReminderServerOptions = {},
): MockRequest[] {
  return mockApi(async (request) => {
    const own = await options.intercept?.(request);
    if (own) return own;
    const { method, url } = request;
    if (url === '/api/reminders/settings') {
      if (method === 'GET')
        return checkedReply(reminderSettingsAnswerSchema, { status: 200, data: { success: true, data: reminders.settings } });
      const body = (request.body ?? {}) as { enabled?: unknown; cadence?: unknown };
      if (typeof body.enabled !== 'boolean') return refused(422, 'Enabled must be true or false', 'INVALID_REQUEST');
      const checked = cadenceOfBody(body.cadence);
      if ('error' in checked) return refused(400, checked.error, 'REMINDER_CADENCE_INVALID');
      reminders.settings = { enabled: body.enabled, cadence: checked.cadence };
      const saved = { success: true, message: reminderTexts.saved, data: reminders.settings };
      return checkedReply(reminderSettingsSavedSchema, { status: 200, data: saved });
    }
    if (method === 'POST' && url === '/api/reminders/run') {
      if (!reminders.settings.enabled) return refused(400, reminderTexts.runOff, 'REMINDERS_OFF');
      const ran = (reminders.due ?? []).splice(0);
      reminders.rows.unshift(...ran);
      const count = (status: SentReminder['status']) => ran.filter((r) => r.status === status).length;
      const data = { sent: count('sent'), failed: count('failed'), skipped: count('skipped') };
      return checkedReply(reminderRunAnswerSchema, { status: 200, data: { success: true, message: reminderRunMessage(data), data } });
    }
    if (url === '/api/reminders') {
      return listServerReply(reminders.rows, request, {
        answer: reminderListAnswerSchema,
        wrap: (rows) => ({ reminders: rows }),
        searchIn: (r) => [r.invoice_number, r.client_name],
      });
    }
    return { status: 404, data: { success: false, message: 'Not found' } };
  });
}
