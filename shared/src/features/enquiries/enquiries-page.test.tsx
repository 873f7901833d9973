import { screen, waitFor, within } from '@testing-library/react';
import { bodyRows, currentPath, listServerReply, renderScreen } from '@firm/shared/ui/testing';
import { mockApi, type MockRequest } from '@firm/shared/runtime/testing';
import { EnquiriesPage } from './enquiries-page';

const enquiry = (id: number, name: string, status: 'new' | 'replied' | 'closed' = 'new') => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
  phone: null,
  company: 'Rao Textiles',
  service: 'Compliance & ROC',
  message: `Message from ${name}.\nSecond line.`,
  status,
  created_at: '2026-05-04T05:30:00Z',
  updated_at: '2026-05-04T05:30:00Z',
});

type Row = ReturnType<typeof enquiry>;
const STATUSES = ['new', 'replied', 'closed'] as const;
const searchIn = (e: Row) => [e.name, e.email, e.phone, e.company, e.message];

/** A server of 30 enquiries on the list contract: 25 a page, newest first, `status` and `search` filter them. */
function server(
  onPut?: (request: MockRequest) => void,
  all = Array.from({ length: 30 }, (_, i) => enquiry(30 - i, `Sender ${30 - i}`, i % 3 === 0 ? 'replied' : 'new')),
) {
  return mockApi((request) => {
    if (request.method === 'PUT') {
      onPut?.(request);
      const id = Number(request.url.split('/')[3]);
      return {
        status: 200,
        data: {
          success: true,
          message: 'Enquiry updated successfully',
          data: { ...all.find((e) => e.id === id)!, ...(request.body as object) },
        },
      };
    }
    const detail = request.url.match(/^\/api\/enquiries\/(\d+)$/);
    if (detail) return { status: 200, data: { success: true, data: all.find((e) => e.id === Number(detail[1])) } };
    // The counts cover the search's matches whatever the status filter, as the server counts them.
    const term = String((request.params as { search?: string }).search ?? '').toLowerCase();
    const searched = all.filter((e) => searchIn(e).some((text) => (text ?? '').toLowerCase().includes(term)));
    const counts = Object.fromEntries(STATUSES.map((status) => [status, searched.filter((e) => e.status === status).length]));
    return listServerReply(all, request, {
      wrap: (rows) => ({ enquiries: rows }),
      searchIn,
      filters: { status: (e, value) => e.status === value },
      sortBy: { received: (e) => e.id, name: (e) => e.name, email: (e) => e.email, status: (e) => STATUSES.indexOf(e.status) },
      summary: () => ({ counts_by_status: counts, total: searched.length }),
    });
  });
}

describe('the Enquiries screen', () => {
  it('lists the newest page from the server and asks the server for the next page', async () => {
    const calls = server();
    const { user } = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(await screen.findByText('Sender 30')).toBeInTheDocument();
    expect(bodyRows('Enquiries')).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/enquiries',
      params: { page: '1', limit: '25', sort: 'received', order: 'desc' },
    });
    expect(screen.getByTestId('enquiry-counts')).toHaveTextContent('20 new · 10 replied · 0 closed');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Sender 5')).toBeInTheDocument();
    expect(bodyRows('Enquiries')).toHaveLength(5);
    expect(calls.at(-1)).toMatchObject({ params: { page: '2', limit: '25' } });
    expect(currentPath()).toBe('/dashboard/admin/enquiries');
  });

  it('filters by status on the server', async () => {
    const calls = server();
    const { user } = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    await screen.findByText('Sender 30');
    await user.click(screen.getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'Replied' }));
    await waitFor(() => expect(bodyRows('Enquiries')).toHaveLength(10));
    expect(calls.at(-1)).toMatchObject({ params: { status: 'replied', page: '1' } });
    for (const row of bodyRows('Enquiries')) expect(row).toHaveTextContent('Replied');
    // The counts stay those of every status: the filter narrows the table alone.
    expect(screen.getByTestId('enquiry-counts')).toHaveTextContent('20 new · 10 replied · 0 closed');
  });

  it('searches on the server, says when nothing matches, and sorts by a column on the server', async () => {
    const calls = server();
    const { user } = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    await screen.findByText('Sender 30');
    await user.type(screen.getByPlaceholderText('Search enquiries...'), 'sender 2');
    await waitFor(() => expect(bodyRows('Enquiries')).toHaveLength(11));
    expect(calls.at(-1)).toMatchObject({ params: { search: 'sender 2', page: '1' } });
    expect(screen.getByTestId('enquiry-counts')).toHaveTextContent('8 new · 3 replied · 0 closed');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { sort: 'name', order: 'asc', search: 'sender 2' } }));
    await waitFor(() => expect(bodyRows('Enquiries')[0]).toHaveTextContent('Sender 2'));
    await user.clear(screen.getByPlaceholderText('Search enquiries...'));
    await user.type(screen.getByPlaceholderText('Search enquiries...'), 'nobody');
    expect(await screen.findByText('No enquiries match your search criteria')).toBeInTheDocument();
  });

  it('opens on the view a link gives: page, size, sort, search and status from the URL', async () => {
    const calls = server();
    renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries?status=new&search=sender&sort=name&order=asc&limit=10&page=2' });
    await waitFor(() => expect(bodyRows('Enquiries')).toHaveLength(10));
    expect(calls[0]!.params).toMatchObject({ status: 'new', search: 'sender', sort: 'name', order: 'asc', limit: '10', page: '2' });
    expect(screen.getByPlaceholderText('Search enquiries...')).toHaveValue('sender');
    expect(screen.getByLabelText('Status')).toHaveTextContent('New');
    expect(screen.getByText('11–20 of 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Name/ }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('restores search, status, size and page when the list is opened again without a query (the sidebar link)', async () => {
    const before = server();
    const first = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries?limit=10' });
    await screen.findByText('Sender 30');
    await first.user.click(screen.getByLabelText('Status'));
    await first.user.click(screen.getByRole('option', { name: 'New' }));
    await first.user.type(screen.getByPlaceholderText('Search enquiries...'), 'sender');
    // The status alone already gives 20 rows: wait for the debounced search itself before paging.
    await waitFor(() => expect(before.at(-1)!.params).toMatchObject({ search: 'sender' }));
    await waitFor(() => expect(screen.getByText('1–10 of 20')).toBeInTheDocument());
    await first.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 20')).toBeInTheDocument();
    first.unmount();

    const calls = server();
    renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    expect(await screen.findByText('11–20 of 20')).toBeInTheDocument();
    expect(calls[0]!.params).toMatchObject({ status: 'new', search: 'sender', limit: '10', page: '2' });
    expect(screen.getByPlaceholderText('Search enquiries...')).toHaveValue('sender');
    expect(screen.getByLabelText('Status')).toHaveTextContent('New');
  });

  it('opens an enquiry with its whole message and changes its status', async () => {
    const puts: MockRequest[] = [];
    server((request) => puts.push(request));
    const { user } = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    await user.click(await screen.findByRole('button', { name: 'View the enquiry from Sender 29' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry from Sender 29' });
    expect(within(dialog).getByText(/Message from Sender 29\.\s+Second line\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'sender@example.in' })).toHaveAttribute('href', 'mailto:sender@example.in');

    expect(within(dialog).getByRole('button', { name: 'Save Status' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'Closed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Status' }));
    expect(await screen.findByText('Enquiry updated successfully')).toBeInTheDocument();
    expect(puts).toEqual([{ method: 'PUT', url: '/api/enquiries/29/status', body: { status: 'closed' }, params: undefined }]);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const calls = mockApi(() =>
      fail
        ? { status: 500, data: { success: false, message: 'down' } }
        : {
            status: 200,
            data: {
              success: true,
              data: { enquiries: [] },
              pagination: { page: 1, limit: 25, total: 0, pages: 0 },
              summary: { counts_by_status: { new: 0, replied: 0, closed: 0 }, total: 0 },
            },
          },
    );
    const { user } = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    expect(await screen.findByText('Failed to fetch enquiries')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });
});
