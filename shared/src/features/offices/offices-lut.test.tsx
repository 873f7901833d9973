import { screen, waitFor, within } from '@testing-library/react';
import { headOffice, renderScreen } from '@firm/shared/ui/testing';
import { mockApi, type MockRequest } from '@firm/shared/runtime/testing';
import { OfficesPage } from './offices-page';

// The admin records the registration's Letter of Undertaking (its ARN and year) in the office form.

const head = headOffice;

function server() {
  return mockApi((request: MockRequest) => {
    if (request.url === '/api/master/offices' && request.method === 'GET')
      return { status: 200, data: { success: true, data: { offices: [head] } } };
    if (request.url === '/api/settings/gst') return { status: 200, data: { success: true, data: { export_tax_mode: 'lut' } } };
    if (request.url === '/api/master/offices/1' && request.method === 'PUT')
      return { status: 200, data: { success: true, data: { ...head, ...(request.body as object) } } };
    return { status: 404, data: { success: false, message: 'Not found' } };
  });
}

async function editHeadOffice() {
  const view = renderScreen(<OfficesPage />);
  await view.user.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Edit Office' }) };
}

describe('the LUT in the office form', () => {
  it('saves the LUT’s ARN in capitals and the year it covers', async () => {
    const calls = server();
    const { user, dialog } = await editHeadOffice();
    await user.type(within(dialog).getByLabelText(/LUT ARN/), 'ad270326001234x');
    await user.type(within(dialog).getByLabelText(/LUT Financial Year/), '2026-27');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ lut_arn: 'AD270326001234X', lut_financial_year: '2026-27' });
  });

  it('refuses an ARN of the wrong shape, or one without its year, before calling the server', async () => {
    const calls = server();
    const { user, dialog } = await editHeadOffice();
    await user.type(within(dialog).getByLabelText(/LUT ARN/), 'AB2703260012');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Enter the LUT’s ARN: 15 letters or digits starting with AD')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/LUT ARN/));
    await user.type(within(dialog).getByLabelText(/LUT ARN/), 'AD270326001234X');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Enter the financial year the LUT covers')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
