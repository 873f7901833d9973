import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { creditNoteCancelMessages as M, type CreditNote } from '@firm/shared/domain/credit-note';
import { einvoiceMessages } from '@firm/shared/domain/einvoice';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { creditInvoice, creditNoteOf } from '../../testing/credit-note-fixtures';
import { creditNoteServer, type CreditNoteServerOptions } from '../../testing/credit-note-server';
import { CreditNotesPage } from '../credit-notes-page';
import { CreditNoteDetailsDialog } from './credit-note-details-dialog';

// The admin cancels a credit note issued in error, from its details or its row, with the reason.

function server(options: CreditNoteServerOptions = {}) {
  const invoice: InvoiceDetail = creditInvoice(1, { credited_paise: 2_360_00, outstanding_paise: 9_440_00 });
  const notes: CreditNote[] = [creditNoteOf(1, invoice, 2_000_00, { reason: 'Rate revised', invoice_amount_due_paise: 9_440_00 })];
  const invoices = [invoice];
  return { notes, invoices, calls: creditNoteServer(notes, invoices, options) };
}
const posts = (calls: ReturnType<typeof server>['calls']) => calls.filter((c) => c.method === 'POST');

describe('cancelling a credit note', () => {
  it('asks the reason, cancels it on the server and shows it cancelled with its credit due again', async () => {
    const { notes, invoices, calls } = server();
    const { user } = renderScreen(<CreditNoteDetailsDialog creditNoteId={1} onClose={jest.fn()} />);
    await screen.findByText('Rate revised');
    await user.click(screen.getByRole('button', { name: 'Cancel Credit Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Credit Note CN/2026-27/0001' });
    expect(within(dialog).getByText(/Its ₹2,360.00 is due again on invoice INV\/2026-27\/0001/)).toBeInTheDocument();

    // No reason: refused in place, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Credit Note' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Issued against the wrong invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Credit Note' }));
    expect(await screen.findByText(M.cancelled('CN/2026-27/0001'))).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { method: 'POST', url: '/api/credit-notes/1/cancel', params: undefined, body: { reason: 'Issued against the wrong invoice' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Cancel Credit Note/ })).not.toBeInTheDocument());
    expect(notes[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'Issued against the wrong invoice' });
    expect(invoices[0]).toMatchObject({ credited_paise: 0, outstanding_paise: 11_800_00 });

    // The details show it cancelled: the chip, when and why, what is due; nothing on it changes any more.
    const details = screen.getByRole('dialog', { name: 'Credit Note Details' });
    expect(await within(details).findByText(/^Cancelled on 20 Nov 2026: Issued against the wrong invoice\./)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Credit note' })).getByText('Cancelled')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Credit note breakdown' })).getByText('₹11,800.00')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Cancel Credit Note' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps the credit note issued', async () => {
    const refusal = einvoiceMessages.creditNoteCancelWindowClosed('21 Nov 2026, 03:30 pm');
    const { notes } = server({
      intercept: (request) =>
        request.url.endsWith('/cancel')
          ? { status: 409, data: { success: false, message: refusal, code: 'EINVOICE_CANCEL_WINDOW_CLOSED' } }
          : undefined,
    });
    const { user } = renderScreen(<CreditNoteDetailsDialog creditNoteId={1} onClose={jest.fn()} />);
    await screen.findByText('Rate revised');
    await user.click(screen.getByRole('button', { name: 'Cancel Credit Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Credit Note CN/2026-27/0001' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Raised in error');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Credit Note' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(notes[0]!.status).toBe('issued');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Credit Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Cancel Credit Note/ })).not.toBeInTheDocument());
  });

  it('cancels from the list’s row action, whose chip then says Cancelled and whose action goes', async () => {
    server();
    const { user } = renderScreen(<CreditNotesPage />);
    const row = (await screen.findByText('CN/2026-27/0001')).closest('tr')!;
    expect(within(row).getByText('Issued')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cancel credit note CN/2026-27/0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Credit Note CN/2026-27/0001' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Credit Note' }));
    await waitFor(() => expect(within(screen.getByText('CN/2026-27/0001').closest('tr')!).getByText('Cancelled')).toBeInTheDocument());
    const after = screen.getByText('CN/2026-27/0001').closest('tr')!;
    expect(within(after).queryByRole('button', { name: /Cancel credit note/ })).not.toBeInTheDocument();
  });
});
