import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { einvoiceMessages } from '@firm/shared/domain/einvoice';
import { invoicePreviewSchema, invoiceSchema, type Invoice, type InvoicePreview } from '@firm/shared/domain/invoice';
import { officeListAnswerSchema } from '@firm/shared/domain/offices';
import { invoicePreview, issuedInvoice as issued, offices } from '../testing/generate-invoice-fixtures';
import { GenerateInvoiceDialog, type GenerateInvoiceDialogProps } from './generate-invoice-dialog';

const closedTask: GenerateInvoiceDialogProps['task'] = { task_id: 5, task_name: 'Tax Audit FY26', invoice_amount_paise: 2_500_00 };

// Each success is parsed with the answer schema of its route (invoices.routes.ts, offices.routes.ts,
// offices.assign.routes.ts).
const generatedAnswer = z.object({ success: z.literal(true), message: z.string(), data: invoiceSchema });
const previewAnswer = z.object({ success: z.literal(true), data: invoicePreviewSchema });
const billingOfficeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ office_id: z.number().nullable() }),
});
const previewReply = (data: InvoicePreview) => checkedReply(previewAnswer, { status: 200, data: { success: true, data } });
const generatedReply = (message: string, data: Invoice) =>
  checkedReply(generatedAnswer, { status: 201, data: { success: true, message, data } });

const preview = invoicePreview();

function serverWith(generate: () => MockReply, previewed: InvoicePreview = preview) {
  return (request: MockRequest): MockReply => {
    if (request.url === '/api/invoice/generate') return generate();
    if (request.url === '/api/master/offices')
      return checkedReply(officeListAnswerSchema, { status: 200, data: { success: true, data: { offices } } });
    if (request.url === '/api/invoice/preview') return previewReply(previewed);
    return { status: 404, data: { success: false, message: 'Not found' } };
  };
}

/** The dialog as the Projects screen opens it on a closed Project; `onGenerated` stands for its lists' reload. */
async function openDialog(task = closedTask) {
  const onGenerated = jest.fn();
  const { user } = renderScreen(<GenerateInvoiceDialog task={task} onClose={() => {}} onGenerated={onGenerated} />);
  return { user, onGenerated, dialog: await screen.findByRole('dialog', { name: 'Generate Invoice' }) };
}

describe('Generate Invoice on a closed Project', () => {
  it('shows the server’s preview read-only: heads with rates, total, words, due date and the locked note', async () => {
    const calls = mockApi(serverWith(() => ({ status: 500 })));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('CGST @ 9%')).toBeInTheDocument();
    expect(within(dialog).getByText('SGST @ 9%')).toBeInTheDocument();
    expect(within(dialog).getAllByText('₹225.00')).toHaveLength(2);
    expect(within(dialog).getByText('₹2,500.00')).toBeInTheDocument();
    expect(within(dialog).getByText('₹2,950.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Intra-state: CGST + SGST')).toBeInTheDocument();
    expect(within(dialog).getByText('26 Nov 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Assigned on generation')).toBeInTheDocument();
    expect(within(dialog).getByText('Document').nextElementSibling).toHaveTextContent('Tax Invoice');
    expect(within(dialog).getByText(/Two Thousand Nine Hundred Fifty/i)).toBeInTheDocument();
    expect(within(dialog).getByText('The amount and GST rates are locked from Project configuration.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/invoice/preview')?.params).toEqual({ task_id: '5' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a nil-rated supply is issued as a Bill of Supply, and a taxable one as a Tax Invoice', async () => {
    mockApi(serverWith(() => ({ status: 500 }), { ...preview, tax_treatment: 'nil_rated', tax_heads: [], total_paise: 2_500_00 }));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Bill of Supply')).toBeInTheDocument();
    expect(within(dialog).getByText('Document').nextElementSibling).toHaveTextContent('Bill of Supply');
  });

  it.each([
    {
      supply: 'under LUT, with the LUT endorsement',
      supply_type: 'sez_lut' as const,
      tax_heads: [{ name: 'IGST' as const, rate_bp: 0, amount_paise: 0 }],
      total_paise: 2_500_00,
      words: 'Inter-state to an SEZ under LUT: zero-rated',
      head: 'IGST @ 0%',
      endorsement:
        'Supply meant for SEZ unit or SEZ developer for authorised operations under Letter of Undertaking without payment of integrated tax',
      notShown: /Intra-state/,
    },
    {
      supply: 'with IGST, without the LUT endorsement',
      supply_type: 'sez_igst' as const,
      tax_heads: [{ name: 'IGST' as const, rate_bp: 1800, amount_paise: 450_00 }],
      total_paise: 2_950_00,
      words: 'Inter-state to an SEZ with IGST: zero-rated',
      head: 'IGST @ 18%',
      endorsement: 'Supply meant for SEZ unit or SEZ developer for authorised operations on payment of integrated tax',
      notShown: /Letter of Undertaking/,
    },
  ])('calls a supply to an SEZ in the firm’s own state $supply inter-state and zero-rated', async (sez) => {
    mockApi(
      serverWith(
        () => ({ status: 500 }),
        invoicePreview({
          client_gstin: '27AAPFU0939F1ZV',
          supply_type: sez.supply_type,
          tax_heads: sez.tax_heads,
          total_paise: sez.total_paise,
        }),
      ),
    );
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(sez.words)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Intra-state/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(sez.head)).toBeInTheDocument();
    expect(within(dialog).getByText('Endorsement').nextElementSibling).toHaveTextContent(sez.endorsement);
    expect(within(dialog).queryByText(sez.notShown)).not.toBeInTheDocument();
  });

  it('generates the invoice, shows the number the server gave and has the opener reload its lists', async () => {
    const calls = mockApi(serverWith(() => generatedReply('Invoice Generated Successfully', issued)));
    const { user, dialog, onGenerated } = await openDialog();
    await within(dialog).findByText('CGST @ 9%');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Invoice' }));
    expect(await screen.findByRole('dialog', { name: 'Invoice Generated Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('INV/2026-27/0007')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoices page' })).toHaveAttribute(
      'href',
      '/dashboard/admin/invoices?invoice_number=INV%2F2026-27%2F0007',
    );
    expect(await screen.findByText('Invoice Generated Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/invoice/generate')?.body).toEqual({ task_id: 5 });
    expect(onGenerated).toHaveBeenCalledTimes(1);
  });

  it('says an e-invoiced invoice was generated without its IRN, in the server’s words, and not that all went well', async () => {
    const failed: Invoice = {
      ...issued,
      einvoice: {
        status: 'failed',
        irn: null,
        ack_no: null,
        ack_date: null,
        cancellable_until: null,
        failure: einvoiceMessages.registrationFailed('The IRP could not be reached'),
      },
    };
    const message = einvoiceMessages.generatedWithoutIrn('INV/2026-27/0007');
    mockApi(serverWith(() => generatedReply(message, failed)));
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('CGST @ 9%');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Invoice' }));
    const done = await screen.findByRole('dialog', { name: 'Invoice Generated: IRN Not Registered' });
    expect(within(done).getByText(message)).toBeInTheDocument();
    expect(within(done).getByText('INV/2026-27/0007')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Invoices page' })).toBeInTheDocument();
    // The toast says it too; nothing says the generation went well.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.queryByText('Invoice Generated Successfully')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Invoice Generated Successfully!' })).not.toBeInTheDocument();
  });

  it('issues from the office chosen: saved on the Project, the preview then shows its GSTIN and IGST', async () => {
    let branch = false;
    const branchPreview: InvoicePreview = {
      ...preview,
      office_id: 2,
      office_name: 'Bengaluru Branch',
      supplier_gstin: '29AAHFK4108N1ZZ',
      supplier_state: 'Karnataka (29)',
      supply_type: 'inter_state',
      tax_heads: [{ name: 'IGST', rate_bp: 1800, amount_paise: 450_00 }],
    };
    const base = serverWith(() => ({ status: 500 }));
    const calls = mockApi((request) => {
      if (request.url === '/api/tasks/5/billing-office') {
        branch = true;
        return checkedReply(billingOfficeAnswer, {
          status: 200,
          data: { success: true, message: 'Billing office saved', data: { office_id: 2 } },
        });
      }
      if (request.url === '/api/invoice/preview' && branch) return previewReply(branchPreview);
      return base(request);
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('CGST @ 9%');
    const field = within(dialog).getByRole('combobox', { name: 'Billing Office' });
    await waitFor(() => expect(field).toHaveTextContent('Head Office, Maharashtra (GSTIN 27AAHFK4108N1Z3)'));
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'Bengaluru Branch, Karnataka (GSTIN 29AAHFK4108N1ZZ)' }));
    expect(await within(dialog).findByText('IGST @ 18%')).toBeInTheDocument();
    expect(within(dialog).getByText('Kapoor Iyer & Co. (GSTIN 29AAHFK4108N1ZZ)')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/tasks/5/billing-office', body: { office_id: 2 } });
  });

  it('says why generation failed in an Invoice Generation Failed toast with the server’s message', async () => {
    mockApi(
      serverWith(() => ({ status: 409, data: { success: false, message: 'An invoice has already been generated for this Project' } })),
    );
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('CGST @ 9%');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Invoice' }));
    expect(await screen.findByText('Invoice Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('An invoice has already been generated for this Project')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Generate Invoice' })).toBeInTheDocument();
  });

  it('keeps Generate Invoice off for a Project whose amount is 0, and says why', async () => {
    const calls = mockApi(serverWith(() => ({ status: 500 })));
    const { dialog } = await openDialog({ task_id: 6, task_name: 'Zero Amount Audit', invoice_amount_paise: 0 });
    expect(within(dialog).getByRole('button', { name: 'Generate Invoice' })).toBeDisabled();
    expect(within(dialog).getByText('Invoice generation needs an amount above 0')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/invoice/preview')).toBe(false);
  });
});
