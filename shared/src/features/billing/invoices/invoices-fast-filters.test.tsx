import { screen, waitFor } from '@testing-library/react';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { invoiceRow } from '../testing/invoice-fixtures';
import { invoiceServer } from '../testing/invoice-server';
import { InvoicesPage } from './invoices-page';

// Clearing Invoice ID then choosing Overdue at once showed 'Current (0)' with two overdue invoices:
// the cleared box's late search rebuilt the URL from the query it had seen, without the status.

const rows = () => [
  invoiceRow(1, { dueInDays: -3, task_name: 'GST Return Q2' }),
  invoiceRow(2, { dueInDays: 4, task_name: 'Audit FY26' }),
  invoiceRow(4, { dueInDays: -1, task_name: 'Payroll' }),
];
const lastListCall = (calls: MockRequest[]) => calls.filter((c) => c.url === '/api/invoices').at(-1)!.params;

it('keeps Overdue chosen right after Invoice ID was cleared, and the cleared ID stays cleared', async () => {
  const calls = invoiceServer(rows());
  const { user } = renderScreen(<InvoicesPage />, { at: '/?invoice_number=0001' });
  await screen.findByText('GST Return Q2');
  // Key by key, as a person clears it: the box sends the text once the typing pauses.
  await user.type(screen.getByRole('searchbox', { name: 'Invoice ID' }), '{Backspace}{Backspace}{Backspace}{Backspace}');
  // No pause: the status is chosen while the cleared box's change may still be on its way.
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: 'Overdue' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search projects...' }), 'pay');

  await waitFor(() => expect(lastListCall(calls)).toMatchObject({ status: 'overdue', tab: 'current', search: 'pay' }));
  expect(lastListCall(calls)).not.toHaveProperty('invoice_number');
  expect(await screen.findByText('Payroll')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Current (1)' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Overdue');
});
