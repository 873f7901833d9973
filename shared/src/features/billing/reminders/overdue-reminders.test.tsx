import { screen, waitFor, within } from '@testing-library/react';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { reminderTexts as T } from '@firm/shared/domain/reminder';
import { renderScreen } from '@firm/shared/ui/testing';
import { reminderServer, sentReminder, type FakeReminders } from '../testing/reminder-server';
import { OverdueReminders } from './overdue-reminders';

const saves = (calls: MockRequest[]) => calls.filter((c) => c.method === 'PUT' && c.url === '/api/reminders/settings');
const settingsForm = () => screen.getByRole('form', { name: 'Reminder settings' });
/** Waits for the settings to load. */
const loadedForm = () => screen.findByRole('form', { name: 'Reminder settings' });
const daysField = () => within(settingsForm()).getByRole('textbox', { name: 'Days after the due date' });
const reminders = (overrides: Partial<FakeReminders> = {}): FakeReminders => ({
  settings: { enabled: false, cadence: [1, 7, 15] },
  rows: [],
  ...overrides,
});

describe('Overdue Reminders (below the admin’s Sent Messages)', () => {
  it('shows the settings and the reminders sent, newest first, with their step, recipients and status', async () => {
    reminderServer(
      reminders({
        settings: { enabled: true, cadence: [1, 7, 15] },
        rows: [
          sentReminder(2, { client_name: 'Mehta Foods', step: 15, recipients: 3 }),
          sentReminder(1, { step: 1, status: 'skipped', recipients: 0, reason: 'The client has no active contact with an e-mail address' }),
        ],
      }),
    );
    renderScreen(<OverdueReminders />);
    expect(screen.getByRole('heading', { level: 2, name: 'Overdue Reminders' })).toBeInTheDocument();
    expect(await within(await loadedForm()).findByRole('switch', { name: 'Send overdue reminders' })).toBeChecked();
    expect(daysField()).toHaveValue('1, 7, 15');

    const table = screen.getByRole('table', { name: 'Reminders Sent' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Date', 'Invoice', 'Client', 'Step', 'Recipients', 'Status']));
    expect(rows[1]).toHaveTextContent('INV/2026-27/0002');
    expect(rows[1]).toHaveTextContent('Mehta Foods');
    expect(rows[1]).toHaveTextContent('15 days after due');
    expect(rows[1]).toHaveTextContent('₹11,800.00');
    expect(rows[1]).toHaveTextContent('Sent');
    expect(rows[2]).toHaveTextContent('1 day after due');
    expect(within(rows[2]!).getByTitle('The client has no active contact with an e-mail address')).toHaveTextContent('No recipients');
  });

  it('says so when no reminder has been sent', async () => {
    reminderServer(reminders());
    renderScreen(<OverdueReminders />);
    expect(await screen.findByText('No reminders sent yet')).toBeInTheDocument();
    expect(await within(await loadedForm()).findByRole('switch', { name: 'Send overdue reminders' })).not.toBeChecked();
  });

  it('saves reminders turned on with the typed days, in order, and says so', async () => {
    const calls = reminderServer(reminders());
    const { user } = renderScreen(<OverdueReminders />);
    await user.click(await within(await loadedForm()).findByRole('switch', { name: 'Send overdue reminders' }));
    await user.clear(daysField());
    await user.type(daysField(), '30, 3 10');
    await user.click(within(settingsForm()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Reminder settings saved')).toBeInTheDocument();
    expect(saves(calls).map((c) => c.body)).toEqual([{ enabled: true, cadence: [3, 10, 30] }]);
    expect(daysField()).toHaveValue('3, 10, 30');
  });

  it('refuses days it cannot use before calling the server, and shows why', async () => {
    const calls = reminderServer(reminders());
    const { user } = renderScreen(<OverdueReminders />);
    await within(await loadedForm()).findByRole('switch', { name: 'Send overdue reminders' });
    for (const [typed, reason] of [
      ['0, 7', 'Each day must be a whole number from 1 to 365'],
      ['7, 7', 'Each day may appear only once'],
      ['weekly', 'Each day must be a whole number from 1 to 365'],
    ] as const) {
      await user.clear(daysField());
      await user.type(daysField(), typed);
      await user.click(within(settingsForm()).getByRole('button', { name: 'Save' }));
      expect(await within(settingsForm()).findByText(reason)).toBeInTheDocument();
    }
    await user.clear(daysField());
    await user.click(within(settingsForm()).getByRole('button', { name: 'Save' }));
    expect(await within(settingsForm()).findByText('Enter at least one day')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it("shows the server's reason when it refuses the settings", async () => {
    reminderServer(reminders(), {
      intercept: (request) =>
        request.method === 'PUT' && request.url === '/api/reminders/settings'
          ? { status: 400, data: { success: false, message: 'Choose at most 10 days', code: 'REMINDER_CADENCE_INVALID' } }
          : undefined,
    });
    const { user } = renderScreen(<OverdueReminders />);
    await user.click(await within(await loadedForm()).findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save reminder settings')).toBeInTheDocument();
    expect(screen.getByText('Choose at most 10 days')).toBeInTheDocument();
    await waitFor(() => expect(within(settingsForm()).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('runs the reminders now: the button waits for the run, the toast says what was sent, and the list shows it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = reminderServer(
      reminders({
        settings: { enabled: true, cadence: [1, 7, 15] },
        rows: [sentReminder(1)],
        due: [
          sentReminder(2, { client_name: 'Mehta Foods' }),
          sentReminder(3, { status: 'failed', recipients: 0, reason: 'Mailbox full' }),
        ],
      }),
      {
        intercept: async (request) => (request.url === '/api/reminders/run' ? held.then(() => undefined) : undefined),
      },
    );
    const { user } = renderScreen(<OverdueReminders />);
    const table = screen.getByRole('table', { name: 'Reminders Sent' });
    await within(table).findByText('INV/2026-27/0001');
    const button = screen.getByRole('button', { name: T.runNow });

    await user.click(button);
    expect(button).toBeDisabled();
    const listed = calls.filter((c) => c.url === '/api/reminders').length;
    release();
    expect(await screen.findByText('1 reminder sent, 1 failed')).toBeInTheDocument();
    expect(await within(table).findByText('Mehta Foods')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(calls.filter((c) => c.url === '/api/reminders').length).toBeGreaterThan(listed);
    expect(calls.filter((c) => c.url === '/api/reminders/run').map((c) => c.method)).toEqual(['POST']);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says the reminders are off when the server refuses to run them, and leaves the list as it was', async () => {
    reminderServer(reminders({ rows: [sentReminder(1)], due: [sentReminder(2, { client_name: 'Mehta Foods' })] }));
    const { user } = renderScreen(<OverdueReminders />);
    const table = screen.getByRole('table', { name: 'Reminders Sent' });
    await within(table).findByText('INV/2026-27/0001');
    await user.click(screen.getByRole('button', { name: T.runNow }));
    expect(await screen.findByText(T.runFailed)).toBeInTheDocument();
    expect(screen.getByText(T.runOff)).toBeInTheDocument();
    expect(within(table).queryByText('Mehta Foods')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: T.runNow })).toBeEnabled());
  });
});
