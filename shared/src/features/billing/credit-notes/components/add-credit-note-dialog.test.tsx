import { screen, waitFor, within } from '@testing-library/react';
import { deferred, type MockReply } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { creditNoteMessages, type CreditNote } from '@firm/shared/domain/credit-note';
import { taxAt } from '@firm/shared/domain/money';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { creditInvoice, creditNoteOf } from '../../testing/credit-note-fixtures';
import { creditNoteServer } from '../../testing/credit-note-server';
import { AddCreditNoteDialog } from './add-credit-note-dialog';

type User = ReturnType<typeof renderScreen>['user'];

async function chooseInvoice(user: User, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: 'Invoice' }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}
const section = (name: string) => within(screen.getByRole('region', { name }));
const rowValue = (name: string, label: string) => section(name).getByText(label).nextElementSibling?.textContent;

describe('Add Credit Note dialog', () => {
  it('asks for the invoice and the amount before sending anything', async () => {
    const calls = creditNoteServer([], [creditInvoice(1)]);
    const { user } = renderScreen(<AddCreditNoteDialog onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    expect(await screen.findByText(creditNoteMessages.validationTitle)).toBeInTheDocument();
    // The toast, and the same words under both fields.
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(3);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for the amount when only the invoice is chosen, and refuses an amount of 0', async () => {
    const calls = creditNoteServer([], [creditInvoice(1)]);
    const { user } = renderScreen(<AddCreditNoteDialog onClose={jest.fn()} />);
    await chooseInvoice(user, 'INV', 'INV/2026-27/0001 - Rao Textiles - ₹11,800.00');
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    expect(await screen.findByText(creditNoteMessages.validationTitle)).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '0.00');
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    expect(await screen.findAllByText(creditNoteMessages.amount)).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('searches invoices with an amount due by number, or by customer for words', async () => {
    const calls = creditNoteServer([], [creditInvoice(1), creditInvoice(2)]);
    const { user } = renderScreen(<AddCreditNoteDialog onClose={jest.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Invoice' }), 'mehta');
    expect(await screen.findByRole('option', { name: 'INV/2026-27/0002 - Mehta Foods - ₹11,800.00' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/invoices').at(-1)!.params).toEqual({ tab: 'current', limit: '20', company: 'mehta' }),
    );
    expect(screen.queryByRole('option', { name: /INV\/2026-27\/0001/ })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: 'Invoice' }));
    await user.type(screen.getByRole('combobox', { name: 'Invoice' }), '0001');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/invoices').at(-1)!.params).toEqual({
        tab: 'current',
        limit: '20',
        invoice_number: '0001',
      }),
    );
  });

  it("shows the invoice's real tax heads and the credit note's breakdown from the typed amount", async () => {
    // ₹1,00,000.05 at 9% + 9%: each head ₹9,000.00 (0.45 paisa rounds down); UTGST keeps its name.
    const invoice = creditInvoice(1, {
      taxable_paise: 1_00_000_05,
      tax_heads: [
        { name: 'CGST', rate_bp: 900, amount_paise: taxAt(1_00_000_05, 900) },
        { name: 'UTGST', rate_bp: 900, amount_paise: taxAt(1_00_000_05, 900) },
      ],
    });
    creditNoteServer([], [invoice]);
    const { user } = renderScreen(<AddCreditNoteDialog onClose={jest.fn()} />);
    await chooseInvoice(user, '0001', `INV/2026-27/0001 - Rao Textiles - ₹1,18,000.05`);
    await screen.findByRole('region', { name: 'Invoice details' });
    expect(rowValue('Invoice details', 'Customer')).toBe('Rao Textiles');
    expect(rowValue('Invoice details', 'Invoice Amount')).toBe('₹1,18,000.05');
    expect(rowValue('Invoice details', 'CGST (9%)')).toBe('₹9,000.00');
    expect(rowValue('Invoice details', 'UTGST (9%)')).toBe('₹9,000.00');
    expect(section('Invoice details').queryByText(/IGST/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit note breakdown' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '1,234.50');
    // 9% of ₹1,234.50 is ₹111.105, rounded half up to ₹111.11 per head.
    expect(rowValue('Credit note breakdown', 'Taxable Value')).toBe('₹1,234.50');
    expect(rowValue('Credit note breakdown', 'CGST (9%)')).toBe('₹111.11');
    expect(rowValue('Credit note breakdown', 'UTGST (9%)')).toBe('₹111.11');
    expect(rowValue('Credit note breakdown', 'Credit Note Total')).toBe('₹1,456.72');
    expect(rowValue('Credit note breakdown', 'Due from Customer')).toBe('₹1,16,543.33');
  });

  it('shows IGST alone for an inter-state invoice', async () => {
    const igst: InvoiceDetail = creditInvoice(1, {
      supply_type: 'inter_state',
      tax_heads: [{ name: 'IGST', rate_bp: 1800, amount_paise: 1_800_00 }],
    });
    creditNoteServer([], [igst]);
    const { user } = renderScreen(<AddCreditNoteDialog onClose={jest.fn()} />);
    await chooseInvoice(user, '0001', 'INV/2026-27/0001 - Rao Textiles - ₹11,800.00');
    await user.type(screen.getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '500');
    expect(rowValue('Invoice details', 'IGST (18%)')).toBe('₹1,800.00');
    expect(rowValue('Credit note breakdown', 'IGST (18%)')).toBe('₹90.00');
    expect(section('Credit note breakdown').queryByText(/CGST/)).not.toBeInTheDocument();
    expect(rowValue('Credit note breakdown', 'Credit Note Total')).toBe('₹590.00');
  });

  it('counts what earlier credit notes reversed, and warns when the total would exceed the amount due', async () => {
    // ₹10,000 credited already (₹11,800 with tax): ₹0 due is not offered; a part-credited invoice is.
    const base = creditInvoice(1);
    const earlier: CreditNote = creditNoteOf(1, base, 4_000_00);
    const invoice = creditInvoice(1, {
      credited_paise: earlier.total_paise,
      outstanding_paise: base.total_paise - earlier.total_paise,
      status: 'partially_paid',
      credit_notes: [
        {
          credit_note_id: 1,
          credit_note_number: earlier.credit_note_number,
          credit_note_date: '2026-11-10',
          total_paise: earlier.total_paise,
          status: 'issued',
        },
      ],
    });
    const calls = creditNoteServer([earlier], [invoice]);
    const { user } = renderScreen(<AddCreditNoteDialog onClose={jest.fn()} />);
    await chooseInvoice(user, '0001', 'INV/2026-27/0001 - Rao Textiles - ₹11,800.00');
    await screen.findByRole('region', { name: 'Invoice details' });
    expect(calls.some((c) => c.url === '/api/credit-notes' && c.params?.search === 'INV/2026-27/0001')).toBe(true);
    expect(rowValue('Invoice details', 'Amount Due')).toBe('₹7,080.00');
    // The rest of the taxable value reverses exactly the rest of each head.
    await user.type(screen.getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '6000');
    expect(rowValue('Credit note breakdown', 'Credit Note Total')).toBe('₹7,080.00');
    expect(rowValue('Credit note breakdown', 'Due from Customer')).toBe('₹0.00');
    expect(screen.queryByText(creditNoteMessages.exceedsDue(7_080_00))).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '.01');
    expect(await screen.findByText(creditNoteMessages.exceedsDue(7_080_00))).toBeInTheDocument();
    // The server refuses it with the same words, shown in the Error toast.
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText(creditNoteMessages.exceedsDue(7_080_00))).toHaveLength(2);
  });

  it('creates the credit note in paise, says Creating... meanwhile and toasts its number', async () => {
    const held = deferred<void>();
    const onClose = jest.fn();
    const notes: CreditNote[] = [];
    const calls = creditNoteServer(notes, [creditInvoice(1)], {
      intercept: async (request): Promise<MockReply | undefined> => {
        if (request.method === 'POST') await held.promise;
        return undefined;
      },
    });
    const { user } = renderScreen(<AddCreditNoteDialog onClose={onClose} />);
    await chooseInvoice(user, '0001', 'INV/2026-27/0001 - Rao Textiles - ₹11,800.00');
    await user.type(screen.getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '2,000.50');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Discount agreed');
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    held.resolve();
    expect(await screen.findByText('Credit note CN/2026-27/0001 created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      invoice_id: 1,
      credit_note_amount_paise: 2_000_50,
      reason: 'Discount agreed',
    });
    expect(notes[0]!.total_paise).toBe(2_000_50 + 2 * taxAt(2_000_50, 900));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server message on a refusal, else the spec’s words', async () => {
    let answer: MockReply = {
      status: 409,
      data: { success: false, message: 'The time limit for a credit note against this invoice ended' },
    };
    creditNoteServer([], [creditInvoice(1)], { intercept: (request) => (request.method === 'POST' ? answer : undefined) });
    const { user } = renderScreen(<AddCreditNoteDialog onClose={jest.fn()} />);
    await chooseInvoice(user, '0001', 'INV/2026-27/0001 - Rao Textiles - ₹11,800.00');
    await user.type(screen.getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    expect(await screen.findByText('The time limit for a credit note against this invoice ended')).toBeInTheDocument();
    answer = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    expect(await screen.findByText(creditNoteMessages.createFailed)).toBeInTheDocument();
  });
});
