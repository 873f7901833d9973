import { screen, waitFor, within } from '@testing-library/react';
import { branchOffice, headOffice, openDialog, renderScreen } from '@firm/shared/ui/testing';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import type { OfficeView } from '@firm/shared/domain/offices';
import { OfficesPage } from './offices-page';

const mumbai: OfficeView = {
  ...headOffice,
  bank_details: 'HDFC Bank, Fort\nA/c no.: 50100012345678',
  upi_id: 'kapooriyer@hdfcbank',
};
const bengaluru: OfficeView = {
  ...branchOffice,
  bank_details: mumbai.bank_details,
  upi_id: 'kapooriyer.blr@icici',
  filing_frequency: 'quarterly',
};

const firm = (request: MockRequest): MockReply => {
  if (request.url === '/api/master/offices' && request.method === 'GET')
    return { status: 200, data: { success: true, data: { offices: [mumbai, bengaluru] } } };
  if (request.url === '/api/settings/gst' && request.method === 'GET')
    return { status: 200, data: { success: true, data: { export_tax_mode: 'lut' } } };
  if (request.url === '/api/settings/gst' && request.method === 'PUT') return { status: 200, data: { success: true, data: request.body } };
  return { status: 404, data: { success: false, message: 'Not found' } };
};

describe('Offices & GST page', () => {
  it('lists each office with its GSTIN, state, series, bank details and UPI id', async () => {
    mockApi(firm);
    renderScreen(<OfficesPage />);
    const table = await screen.findByRole('table', { name: 'Offices' });
    const branch = (await within(table).findByText('Bengaluru Branch')).closest('tr')!;
    expect(within(branch).getByText('29AAHFK4108N1ZZ')).toBeInTheDocument();
    expect(within(branch).getByText('Karnataka (29)')).toBeInTheDocument();
    expect(within(branch).getByText('KAINV / KACN')).toBeInTheDocument();
    expect(within(branch).getByText('Quarterly (QRMP)')).toBeInTheDocument();
    expect(within(branch).getByText('kapooriyer.blr@icici')).toBeInTheDocument();
    expect(within(table).getByText('INV / CN')).toBeInTheDocument();
  });

  it('edits an office and puts a registration refusal on its field', async () => {
    const calls = mockApi((request) => {
      if (request.method !== 'PUT' || !request.url.startsWith('/api/master/offices/')) return firm(request);
      const body = request.body as Partial<OfficeView>;
      if (body.gstin === '29AAHFK4108N1ZZ') return { status: 200, data: { success: true, data: { ...bengaluru, ...body } } };
      const message = 'Offices in one state share its GSTIN: use 29AAHFK4108N1ZZ';
      return { status: 400, data: { success: false, message, errors: [{ field: 'gstin', message, code: 'OFFICE_GSTIN_SHARED' }] } };
    });
    const { user } = renderScreen(<OfficesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Bengaluru Branch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Office' });
    expect(within(dialog).getByLabelText(/GSTIN/)).toHaveValue('29AAHFK4108N1ZZ');
    await user.clear(within(dialog).getByLabelText(/GSTIN/));
    await user.type(within(dialog).getByLabelText(/GSTIN/), '27aahfk4108n1z3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findAllByText('Offices in one state share its GSTIN: use 29AAHFK4108N1ZZ')).not.toHaveLength(0);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ gstin: '27AAHFK4108N1Z3', series_prefix: 'KA' });
    await user.clear(within(dialog).getByLabelText(/GSTIN/));
    await user.type(within(dialog).getByLabelText(/GSTIN/), '29AAHFK4108N1ZZ');
    await user.clear(within(dialog).getByLabelText(/UPI ID/));
    await user.type(within(dialog).getByLabelText(/UPI ID/), 'firm.blr@icici');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      url: '/api/master/offices/2',
      body: { upi_id: 'firm.blr@icici' },
    });
  });

  it.each([
    {
      refused: 'a GSTIN with a wrong check character, saying the right one',
      gstin: '29AAHFK4108N1Z1',
      message: "The GSTIN's check character is wrong: the last character should be Z",
    },
    {
      refused: 'a GSTIN shorter than 15 characters with the shape message',
      gstin: '29AAHFK4108N1Z',
      message: 'Enter a valid 15-character GSTIN',
    },
  ])('refuses $refused, before calling the server', async ({ gstin, message }) => {
    const calls = mockApi(firm);
    const { user, dialog } = await openDialog(<OfficesPage />, 'Add Office', { dialog: 'Add Office' });
    await user.type(within(dialog).getByLabelText(/GSTIN/), gstin);
    await user.click(within(dialog).getByRole('button', { name: 'Add Office' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByText('Office name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves how exports of services are taxed', async () => {
    const calls = mockApi(firm);
    const { user } = renderScreen(<OfficesPage />);
    const setting = await screen.findByLabelText('Export of Services');
    await waitFor(() => expect(setting).toHaveTextContent('Under LUT, without IGST (zero-rated)'));
    await user.click(setting);
    await user.click(screen.getByRole('option', { name: 'With IGST paid (refund claimed later)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('GST settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/settings/gst', body: { export_tax_mode: 'igst' } });
  });
});
