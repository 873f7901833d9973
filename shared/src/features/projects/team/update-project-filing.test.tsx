import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { projectRow, projectServer } from '../testing/project-server';
import { openUpdateProject } from '../testing/team-projects-steps';
import { MyProjectsPage } from './employee-projects';

// The employee files a compliance Project from its Update Project dialog (ARN and filing date),
// and the list shows its statutory due date under the firm's internal one.

const AT = '/dashboard/employee/tasks';
const compliance = () =>
  projectRow(1, {
    task_name: 'GSTR-1 Oct 2026',
    compliance_name: 'GSTR-1',
    period_key: '2026-10',
    due_date: '2026-11-08',
    statutory_due_date: '2026-11-11',
    ack_number: null,
    filed_on: null,
  });

const openUpdate = () => openUpdateProject(<MyProjectsPage />, AT, 'GSTR-1 Oct 2026', 'Acknowledgement (ARN) number');

describe('filing a compliance Project (employee)', () => {
  it('shows the statutory due date in the list and in the dialog', async () => {
    projectServer([compliance(), projectRow(2)]);
    const { user } = renderScreen(<MyProjectsPage />, { at: AT });
    expect(await screen.findByText('Statutory 11 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Projects' })).toHaveTextContent(/08 Nov 2026.*Statutory 11 Nov 2026/);
    await user.click(screen.getByRole('button', { name: 'Update GSTR-1 Oct 2026' }));
    await screen.findByLabelText('Acknowledgement (ARN) number');
    const dialog = screen.getByRole('dialog', { name: 'Update Project' });
    expect(within(dialog).getByText('Internal Due Date')).toBeInTheDocument();
    expect(within(dialog).getByText('11 Nov 2026')).toBeInTheDocument();
  });

  it('records the ARN and filing date alone, and the Project moves on to Ready for Close', async () => {
    const calls = projectServer([compliance()]);
    const { user, dialog } = await openUpdate();
    await user.type(within(dialog).getByLabelText('Acknowledgement (ARN) number'), 'AA2710260012345');
    // Both or neither: the date is asked for before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Record Filing' }));
    expect(await within(dialog).findByText('Filing date must be a date (YYYY-MM-DD)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Filing date'), '2026-11-10');
    await user.click(within(dialog).getByRole('button', { name: 'Record Filing' }));
    expect(await screen.findByText('Project Updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/tasks/1/filing', { ack_number: 'AA2710260012345', filed_on: '2026-11-10' }],
    ]);
    expect(await screen.findByText('Filed 10 Nov 2026')).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field', async () => {
    projectServer([compliance()], {
      onWrite: () => ({
        status: 400,
        data: {
          success: false,
          message: 'Filing date cannot be after today',
          errors: [{ field: 'filed_on', message: 'Filing date cannot be after today' }],
        },
      }),
    });
    const { user, dialog } = await openUpdate();
    await user.type(within(dialog).getByLabelText('Acknowledgement (ARN) number'), 'AA1');
    await user.type(within(dialog).getByLabelText('Filing date'), '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record Filing' }));
    expect(await within(dialog).findAllByText('Filing date cannot be after today')).not.toHaveLength(0);
  });
});
