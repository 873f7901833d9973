import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { creditNoteMessages, type CreditNote } from '@firm/shared/domain/credit-note';
import { creditInvoice, creditNoteOf } from '../../testing/credit-note-fixtures';
import { creditNoteServer } from '../../testing/credit-note-server';
import { CreditNoteDetailsDialog } from './credit-note-details-dialog';

const rowValue = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region })).getByText(label).nextElementSibling?.textContent;

function server() {
  const invoice = creditInvoice(1);
  const notes: CreditNote[] = [
    creditNoteOf(1, invoice, 2_000_00, { reason: 'Rate revised', invoice_amount_due_paise: invoice.total_paise - 2_360_00 }),
  ];
  return { notes, calls: creditNoteServer(notes, [invoice]) };
}

describe('Credit Note Details dialog', () => {
  it('shows the credit note read-only with its tax breakdown and what is due from the customer', async () => {
    server();
    renderScreen(<CreditNoteDetailsDialog creditNoteId={1} onClose={jest.fn()} />);
    expect(await screen.findByText('Rate revised')).toBeInTheDocument();
    expect(rowValue('Credit note', 'Credit Note Number')).toBe('CN/2026-27/0001');
    expect(rowValue('Credit note', 'Invoice Number')).toBe('INV/2026-27/0001');
    expect(rowValue('Credit note', 'Project Name')).toBe('Project 1');
    expect(rowValue('Credit note', 'Invoice Amount')).toBe('₹11,800.00');
    expect(within(screen.getByRole('region', { name: 'Credit note' })).getByText('Issued')).toBeInTheDocument();
    expect(rowValue('Credit note breakdown', 'Taxable Value')).toBe('₹2,000.00');
    expect(rowValue('Credit note breakdown', 'CGST (9%)')).toBe('₹180.00');
    expect(rowValue('Credit note breakdown', 'SGST (9%)')).toBe('₹180.00');
    expect(rowValue('Credit note breakdown', 'Credit Note Total')).toBe('₹2,360.00');
    expect(rowValue('Credit note breakdown', 'Due from Customer')).toBe('₹9,440.00');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets only the reason change, saves it on the server and shows it', async () => {
    const { notes, calls } = server();
    const { user } = renderScreen(<CreditNoteDetailsDialog creditNoteId={1} onClose={jest.fn()} />);
    await screen.findByText('Rate revised');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText(creditNoteMessages.editable)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await user.clear(reason);
    await user.type(reason, 'Fee waived for Q2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(creditNoteMessages.updated)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/credit-notes/1', params: undefined, body: { reason: 'Fee waived for Q2' } },
    ]);
    expect(notes[0]!.reason).toBe('Fee waived for Q2');
    // Back to the read-only view, with the saved reason.
    expect(await screen.findByText('Fee waived for Q2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('refuses a blank reason without calling the server', async () => {
    const { calls } = server();
    const { user } = renderScreen(<CreditNoteDetailsDialog creditNoteId={1} onClose={jest.fn()} />);
    await screen.findByText('Rate revised');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Reason' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Reason Error')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
