import { screen, waitFor, within } from '@testing-library/react';
import { expectFailedLoad, listServerReply, openDialog, renderScreen } from '@firm/shared/ui/testing';
import { deferred, mockApi, type MockReply } from '@firm/shared/runtime/testing';
import { masterListServer } from './testing/master-list-server';
import { SacCodesPage } from './sac-codes-page';

const codes = [
  { sac_code_id: 1, code: '998231', description: 'Accounting and bookkeeping', is_active: true, created_at: '2026-04-02T06:00:00Z' },
  { sac_code_id: 2, code: '998221', description: 'Tax consultancy', is_active: false, created_at: null },
];

const list = masterListServer('sac_codes', codes, (s) => [s.code, s.description], { code: (s) => s.code });

describe('SAC Codes page', () => {
  it('lists codes with status badges and dates, and filters by search and status', async () => {
    mockApi(list);
    const { user } = renderScreen(<SacCodesPage />);
    expect(screen.getByRole('heading', { name: 'SAC Codes' })).toBeInTheDocument();
    expect(screen.getByText('Manage Service Accounting Codes for GST compliance')).toBeInTheDocument();
    expect(await screen.findByText('998231')).toBeInTheDocument();
    expect(screen.getByText('02 Apr 2026')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search SAC codes...'), 'consult');
    await waitFor(() => expect(screen.queryByText('998231')).not.toBeInTheDocument());
    expect(screen.getByText('998221')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    expect(await screen.findByText('No SAC codes match your search criteria')).toBeInTheDocument();
  });

  it('says so when there are no codes at all', async () => {
    mockApi((req) => listServerReply([], req, { wrap: (rows) => ({ sac_codes: rows }), searchIn: () => [] }));
    renderScreen(<SacCodesPage />);
    expect(await screen.findByText('No SAC codes found')).toBeInTheDocument();
  });

  it('shows the fetch error and tries again', async () => {
    await expectFailedLoad(<SacCodesPage />, {
      message: 'Failed to fetch SAC codes',
      retry: 'Try Again',
      reload: { server: list, shows: '998231' },
    });
  });

  it('validates the add form and clears a field error on edit', async () => {
    const calls = mockApi(list);
    const { user } = renderScreen(<SacCodesPage />);
    await user.click(screen.getByRole('button', { name: 'Add SAC Code' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add SAC Code' }));
    expect(within(dialog).getByText('SAC code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/SAC Code/), '99a82');
    expect(within(dialog).getByLabelText(/SAC Code/)).toHaveValue('9982');
    expect(within(dialog).queryByText('SAC code is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add SAC Code' }));
    expect(within(dialog).getByText('SAC code must be exactly 6 digits')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('cannot be closed while saving and shows a failed save inline', async () => {
    const pending = deferred<MockReply>();
    const calls = mockApi((req) => (req.method === 'POST' ? pending.promise : list(req)));
    const { user } = renderScreen(<SacCodesPage />);
    await user.click(screen.getByRole('button', { name: 'Add SAC Code' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/SAC Code/), '998231');
    await user.type(within(dialog).getByLabelText(/Description/), 'Accounting');
    await user.click(within(dialog).getByRole('button', { name: 'Add SAC Code' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    pending.resolve({ status: 409, data: { success: false, message: 'SAC code already exists' } });
    expect(await within(dialog).findByText('SAC code already exists')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: '998231', description: 'Accounting', is_active: true });
  });

  it("puts the server's field error on its field and clears it when the field is edited", async () => {
    const taken = 'SAC code already exists';
    mockApi((req) =>
      req.method === 'POST'
        ? { status: 400, data: { success: false, message: taken, errors: [{ field: 'code', message: taken }] } }
        : list(req),
    );
    const { user } = renderScreen(<SacCodesPage />);
    await user.click(screen.getByRole('button', { name: 'Add SAC Code' }));
    const dialog = screen.getByRole('dialog');
    const code = within(dialog).getByLabelText(/SAC Code/);
    await user.type(code, '998231');
    await user.type(within(dialog).getByLabelText(/Description/), 'Accounting');
    await user.click(within(dialog).getByRole('button', { name: 'Add SAC Code' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(taken));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(within(dialog).getByLabelText(/Description/)).toHaveAttribute('aria-invalid', 'false');
    await user.type(code, '{Backspace}2');
    expect(code).toHaveAccessibleDescription('6-digit Service Accounting Code');
    expect(code).toHaveAttribute('aria-invalid', 'false');
  });

  it('edits a code loaded from the server and can switch it inactive', async () => {
    const calls = mockApi((req) => {
      if (req.method === 'GET' && req.url === '/api/master/sac-codes/1') return { status: 200, data: { success: true, data: codes[0] } };
      if (req.method === 'PUT') return { status: 200, data: { success: true, data: { ...codes[0], ...(req.body as object) } } };
      return list(req);
    });
    const { user, dialog } = await openDialog(<SacCodesPage />, 'Edit 998231');
    await waitFor(() => expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Accounting and bookkeeping'));
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/master/sac-codes/1',
      body: { code: '998231', is_active: false },
    });
  });

  it('offers Retry when the code cannot be loaded for editing', async () => {
    mockApi((req) =>
      req.url === '/api/master/sac-codes/1' ? { status: 404, data: { success: false, message: 'SAC code not found' } } : list(req),
    );
    const { user } = renderScreen(<SacCodesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit 998231' }));
    expect(await screen.findByText('SAC code not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
