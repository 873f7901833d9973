import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { creditNoteMessages, type CreditNote } from '@firm/shared/domain/credit-note';
import { einvoiceMessages, type EinvoiceInfo } from '@firm/shared/domain/einvoice';
import { creditInvoice, creditNoteOf } from '../../testing/credit-note-fixtures';
import { creditNoteServer, type CreditNoteServerOptions } from '../../testing/credit-note-server';
import { failedEinvoice, RETRIED_ACK_NO, RETRIED_IRN } from '../../testing/credit-note-einvoice-reply';
import { CreditNotesPage } from '../credit-notes-page';
import { AddCreditNoteDialog } from './add-credit-note-dialog';
import { CreditNoteDetailsDialog } from './credit-note-details-dialog';

// A credit note to a registered client has its own IRN (CRN). The admin sees its state in the
// list, its IRN and acknowledgement in the details, or why it failed and 'Retry IRN registration'.

const registered: EinvoiceInfo = {
  status: 'registered',
  irn: 'b'.repeat(64),
  ack_no: '126100000000042',
  ack_date: '2026-11-10T06:00:00.000Z',
  cancellable_until: '2026-11-11T06:00:00.000Z',
  failure: null,
};
const UNREACHABLE = 'The IRP could not be reached';

function serve(einvoice: EinvoiceInfo | null, options: CreditNoteServerOptions = {}) {
  const invoice = creditInvoice(1, { client_gstin: '27AABCR1234A1Z5' });
  const notes: CreditNote[] = [creditNoteOf(1, invoice, 2_000_00, { einvoice }), creditNoteOf(2, invoice, 1_000_00)];
  return { notes, calls: creditNoteServer(notes, [invoice], options) };
}
const irnSection = () => screen.findByRole('region', { name: 'e-Invoice' });

describe('e-invoicing on the admin’s credit notes', () => {
  it('shows a failed registration with its reason and registers it on Retry', async () => {
    const { notes, calls } = serve(failedEinvoice(UNREACHABLE));
    const { user } = renderScreen(<CreditNoteDetailsDialog creditNoteId={1} onClose={jest.fn()} />);
    const section = await irnSection();
    expect(within(section).getByText('IRN failed')).toBeInTheDocument();
    expect(within(section).getByText(einvoiceMessages.registrationFailed(UNREACHABLE))).toBeInTheDocument();
    // An export's credit note is e-invoiced too: the notice does not say the client is registered.
    expect(within(section).getByText(/this credit note is not a valid credit note\.$/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry IRN registration' }));
    expect(await within(section).findByText(RETRIED_IRN)).toBeInTheDocument();
    expect(within(section).getByText('IRN registered')).toBeInTheDocument();
    expect(within(section).getByText(RETRIED_ACK_NO)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Retry IRN registration' })).not.toBeInTheDocument();
    expect(await screen.findByText('IRN registered for CN/2026-27/0001')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/credit-notes/1/einvoice/retry']);
    expect(notes[0]!.einvoice?.status).toBe('registered');
  });

  it('keeps the retry on offer and says why when the registration fails again', async () => {
    serve(failedEinvoice(UNREACHABLE), { retryFailure: 'GSTIN of the buyer is not active' });
    const { user } = renderScreen(<CreditNoteDetailsDialog creditNoteId={1} onClose={jest.fn()} />);
    const section = await irnSection();
    await user.click(within(section).getByRole('button', { name: 'Retry IRN registration' }));
    const again = einvoiceMessages.registrationFailed('GSTIN of the buyer is not active');
    // In the section and in the toast.
    expect(await screen.findAllByText(again)).toHaveLength(2);
    expect(within(section).getByRole('button', { name: 'Retry IRN registration' })).toBeEnabled();
  });

  it('shows a registered credit note’s IRN and acknowledgement, with no retry and no cancel window', async () => {
    serve(registered);
    renderScreen(<CreditNoteDetailsDialog creditNoteId={1} onClose={jest.fn()} />);
    const section = await irnSection();
    expect(within(section).getByText('IRN registered')).toBeInTheDocument();
    expect(within(section).getByText('b'.repeat(64))).toBeInTheDocument();
    expect(within(section).getByText('126100000000042')).toBeInTheDocument();
    expect(within(section).getByText(/^10 Nov 2026, 11:30 am$/i)).toBeInTheDocument();
    expect(within(section).queryByText('Cancellable until')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Retry IRN registration' })).not.toBeInTheDocument();
  });

  it('shows no e-invoice section on a credit note that is not e-invoiced', async () => {
    serve(null);
    renderScreen(<CreditNoteDetailsDialog creditNoteId={2} onClose={jest.fn()} />);
    await screen.findByRole('region', { name: 'Credit note' });
    expect(screen.queryByRole('region', { name: 'e-Invoice' })).not.toBeInTheDocument();
  });

  it('marks the IRN’s state beside the status in the list', async () => {
    serve(failedEinvoice(UNREACHABLE));
    renderScreen(<CreditNotesPage />);
    const row = (await screen.findByText('CN/2026-27/0001')).closest('tr')!;
    expect(within(row).getByText('Issued')).toBeInTheDocument();
    expect(within(row).getByText('IRN failed')).toBeInTheDocument();
    const plain = screen.getByText('CN/2026-27/0002').closest('tr')!;
    expect(within(plain).queryByText(/^IRN /)).not.toBeInTheDocument();
  });

  it('says a new credit note was issued without its IRN, not that all went well', async () => {
    const invoice = creditInvoice(1, { client_gstin: '27AABCR1234A1Z5' });
    creditNoteServer([], [invoice], { issuedEinvoice: failedEinvoice(UNREACHABLE) });
    const onClose = jest.fn();
    const { user } = renderScreen(<AddCreditNoteDialog onClose={onClose} />);
    await user.type(screen.getByRole('combobox', { name: 'Invoice' }), '0001');
    await user.click(await screen.findByRole('option', { name: 'INV/2026-27/0001 - Rao Textiles - ₹11,800.00' }));
    await user.type(screen.getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '500');
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    expect(await screen.findByText(einvoiceMessages.creditNoteWithoutIrn('CN/2026-27/0001'))).toBeInTheDocument();
    expect(screen.queryByText(creditNoteMessages.created('CN/2026-27/0001'))).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
