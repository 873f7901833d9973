import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@firm/shared/runtime/testing';
import { listServerReply, renderScreen } from '@firm/shared/ui/testing';
import type { TaskListRow } from '@firm/shared/domain/project';
import { projectRow } from './testing/project-fixtures';
import { ProjectsPage, type ProjectInvoiceDialogProps } from './projects-page';

// Generate Invoice is billing's dialog, which the admin's routes hand in; here a stand-in shows what the
// screen gives it and calls back as the real one does once the invoice is issued.

const summary = { total: 3, ongoing: 1, completed: 2, assigned: 3, unassigned: 0, overdue: 0, in_progress: 0, pending_review: 0 };
const rows = [
  projectRow(),
  projectRow({ task_id: 5, task_name: 'Tax Audit FY26', workflow_status: 'closed' }),
  projectRow({ task_id: 6, task_name: 'Zero Amount Audit', workflow_status: 'closed', invoice_amount_paise: 0 }),
];

function StandInDialog({ task, onClose, onGenerated }: ProjectInvoiceDialogProps) {
  return (
    <div role="dialog" aria-label={`Invoice for ${task.task_name}`}>
      {task.task_id} {task.invoice_amount_paise}
      <button onClick={() => void onGenerated?.()}>Issued</button>
      <button onClick={onClose}>Close</button>
    </div>
  );
}

function serve(listed: () => TaskListRow[]) {
  return mockApi((request) =>
    listServerReply(listed(), request, { wrap: (tasks) => ({ tasks }), searchIn: (t) => [t.task_name], summary: () => summary }),
  );
}

describe('admin Projects page: Generate Invoice', () => {
  it('offers Generate Invoice only on closed Projects that have no invoice', async () => {
    serve(() => rows);
    renderScreen(<ProjectsPage InvoiceDialog={StandInDialog} />);
    expect(await screen.findByRole('button', { name: 'Generate Invoice for Tax Audit FY26' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Invoice for GST Return Q2' })).not.toBeInTheDocument();
  });

  it('opens the dialog on the Project, and reloads the list without it once the invoice is issued', async () => {
    let invoiced = false;
    serve(() => (invoiced ? rows.filter((r) => r.task_id !== 5) : rows));
    const { user } = renderScreen(<ProjectsPage InvoiceDialog={StandInDialog} />);
    await user.click(await screen.findByRole('button', { name: 'Generate Invoice for Tax Audit FY26' }));
    const dialog = screen.getByRole('dialog', { name: 'Invoice for Tax Audit FY26' });
    expect(dialog).toHaveTextContent('5 1000000');
    invoiced = true;
    await user.click(screen.getByRole('button', { name: 'Issued' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Generate Invoice for Tax Audit FY26' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Invoice for Tax Audit FY26' })).not.toBeInTheDocument();
  });
});
