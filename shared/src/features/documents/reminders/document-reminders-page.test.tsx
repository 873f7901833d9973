import { screen, within } from '@testing-library/react';
import { checkedReply, mockApi, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply, renderScreen } from '@firm/shared/ui/testing';
import {
  documentReminderListAnswerSchema,
  documentReminderScheduleAnswerSchema,
  type DocumentReminderRow,
} from '@firm/shared/domain/document-request';
import { DocumentRemindersPage } from './document-reminders-page';

const sent: DocumentReminderRow[] = [
  {
    reminder_id: 1,
    request_id: 4,
    title: 'Form 16',
    task_id: 5,
    task_name: 'ITR FY 2025-26',
    client_name: 'Sahyadri Foods',
    slot: -2,
    slot_label: '2 days before the due date',
    recipients: 2,
    sent_at: '2026-11-20T04:30:00.000Z',
  },
];

function server() {
  let schedule = { enabled: false, days_before: [2], on_due_day: true, repeat_after_days: 7 as number | null };
  const calls: MockRequest[] = [];
  mockApi((request) => {
    calls.push(request);
    if (request.url === '/api/document-reminders/settings' && request.method === 'GET') {
      return checkedReply(documentReminderScheduleAnswerSchema, { status: 200, data: { success: true, data: schedule } });
    }
    if (request.url === '/api/document-reminders/settings' && request.method === 'PUT') {
      schedule = request.body as typeof schedule;
      return { status: 200, data: { success: true, message: 'Reminder schedule saved', data: schedule } };
    }
    return checkedReply(
      documentReminderListAnswerSchema,
      listServerReply(sent, request, {
        wrap: (reminders) => ({ reminders }),
        searchIn: (r) => [r.title],
        sortBy: { sent: (r) => r.sent_at },
      }),
    );
  });
  return calls;
}

describe('the admin’s Document Reminders', () => {
  it('shows the schedule and the reminders sent, with what each was about', async () => {
    server();
    renderScreen(<DocumentRemindersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Document Reminders' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Days before the due date')).toHaveValue('2');
    expect(screen.getByLabelText('Then every N days after the due date')).toHaveValue('7');
    expect(screen.getByLabelText('Send document reminders')).not.toBeChecked();
    const table = await screen.findByRole('table', { name: 'Document Reminders Sent' });
    const row = within(table).getByText('Form 16').closest('tr')!;
    for (const text of ['Sahyadri Foods', 'ITR FY 2025-26', '2 days before the due date', '2']) expect(row).toHaveTextContent(text);
  });

  it('refuses a schedule the server would refuse, in its words, and saves a good one in order', async () => {
    const calls = server();
    const { user } = renderScreen(<DocumentRemindersPage />);
    const before = await screen.findByLabelText('Days before the due date');
    await user.clear(before);
    await user.type(before, '7, 0');
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Each day before the due date must be a whole number from 1 to 30')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.clear(before);
    await user.type(before, '2 7');
    await user.clear(screen.getByLabelText('Then every N days after the due date'));
    await user.click(screen.getByLabelText('Send document reminders'));
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Reminder schedule saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      enabled: true,
      days_before: [7, 2],
      on_due_day: true,
      repeat_after_days: null,
    });
    expect(before).toHaveValue('7, 2');
  });
});
