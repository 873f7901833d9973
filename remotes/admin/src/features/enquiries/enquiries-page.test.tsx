import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
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

/** A server of 30 enquiries, 25 a page; `status` filters them. */
function server(onPut?: (request: MockRequest) => void) {
  const all = Array.from({ length: 30 }, (_, i) => enquiry(30 - i, `Sender ${30 - i}`, i % 3 === 0 ? 'replied' : 'new'));
  return mockApi((request) => {
    if (request.method === 'PUT') {
      onPut?.(request);
      const id = Number(request.url.split('/')[3]);
      return { status: 200, data: { success: true, message: 'Enquiry updated successfully', data: { ...all.find((e) => e.id === id)!, ...(request.body as object) } } };
    }
    const detail = request.url.match(/^\/api\/enquiries\/(\d+)$/);
    if (detail) return { status: 200, data: { success: true, data: all.find((e) => e.id === Number(detail[1])) } };
    const params = request.params as { status?: string; page: number; page_size: number };
    const matching = all.filter((e) => !params.status || e.status === params.status);
    const start = (params.page - 1) * params.page_size;
    return { status: 200, data: { success: true, data: { enquiries: matching.slice(start, start + params.page_size), total: matching.length, page: params.page, page_size: params.page_size } } };
  });
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Enquiries' })).getAllByRole('row').slice(1);

describe('the Enquiries screen', () => {
  it('lists the newest page from the server and asks the server for the next page', async () => {
    const calls = server();
    const { user } = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(await screen.findByText('Sender 30')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/enquiries', params: { page: 1, page_size: 25 } });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Sender 5')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(calls.at(-1)).toMatchObject({ params: { page: 2, page_size: 25 } });
  });

  it('filters by status on the server', async () => {
    const calls = server();
    const { user } = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    await screen.findByText('Sender 30');
    await user.click(screen.getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'Replied' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(calls.at(-1)).toMatchObject({ params: { status: 'replied', page: 1 } });
    for (const row of bodyRows()) expect(row).toHaveTextContent('Replied');
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
      fail ? { status: 500, data: { success: false, message: 'down' } } : { status: 200, data: { success: true, data: { enquiries: [], total: 0, page: 1, page_size: 25 } } },
    );
    const { user } = renderScreen(<EnquiriesPage />, { at: '/dashboard/admin/enquiries' });
    expect(await screen.findByText('Failed to fetch enquiries')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });
});
