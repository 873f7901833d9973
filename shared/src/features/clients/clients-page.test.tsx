import { screen, waitFor, within } from '@testing-library/react';
import { columnTexts, expectFailedLoad, isActiveFilter, listServerReply, renderScreen } from '@firm/shared/ui/testing';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { ClientsPage } from './clients-page';

const rows = [
  {
    client_id: 1,
    client_name: 'Acme Traders',
    client_code: 'CLI_1',
    cin: null,
    is_active: true,
    client_type: 'one_person_company',
    phone: '9876500001',
    email: 'acme@x.in',
  },
  {
    client_id: 2,
    client_name: 'Zenith Exports',
    client_code: 'CLI_2',
    cin: null,
    is_active: false,
    client_type: 'huf',
    phone: null,
    email: null,
  },
  {
    client_id: 3,
    client_name: 'Bharat Steel',
    client_code: 'CLI_3',
    cin: null,
    is_active: true,
    client_type: 'public_limited',
    phone: null,
    email: 'bs@x.in',
  },
];
type Row = (typeof rows)[number];
const list =
  (all: Row[] = rows) =>
  (request: MockRequest): MockReply =>
    listServerReply(all, request, {
      wrap: (clients) => ({ clients }),
      searchIn: (c) => [c.client_name],
      filters: isActiveFilter,
      sortBy: { name: (c) => c.client_name, code: (c) => c.client_code },
      summary: (matched) => ({ counts_by_type: { one_person_company: 1, huf: 1, public_limited: 1 }, total: matched.length }),
    });

// By the header, not by position: Client Code is left out below a wide screen (and in jsdom).
const names = () => columnTexts('Company Name', 'Clients');

describe('Clients page', () => {
  it('shows counts by type, which fold away', async () => {
    mockApi(list());
    const { user } = renderScreen(<ClientsPage />);
    expect(await screen.findByText('Clients by Type · 3 total')).toBeInTheDocument();
    const counts = within(document.getElementById('client-type-counts')!);
    expect(within(counts.getByText('Private Ltd OPC').parentElement!).getByText('1')).toBeInTheDocument();
    expect(within(counts.getByText('LLP').parentElement!).getByText('0')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Hide' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches by company name, filters by status and sorts by a column', async () => {
    mockApi(list());
    const { user } = renderScreen(<ClientsPage />);
    await screen.findByText('Acme Traders');
    expect(names()).toEqual(['Acme Traders', 'Bharat Steel', 'Zenith Exports']);
    await user.click(screen.getByRole('button', { name: 'Company Name' }));
    expect(names()).toEqual(['Zenith Exports', 'Bharat Steel', 'Acme Traders']);
    await user.click(screen.getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await waitFor(() => expect(names()).toEqual(['Bharat Steel', 'Acme Traders']));
    await user.type(screen.getByPlaceholderText('Search by company name...'), 'acme');
    await waitFor(() => expect(names()).toEqual(['Acme Traders']));
    await user.type(screen.getByPlaceholderText('Search by company name...'), 'zzz');
    expect(await screen.findByText('No clients match your search criteria')).toBeInTheDocument();
  });

  it('shows the fetch failure with Retry and loads on retry', async () => {
    await expectFailedLoad(<ClientsPage />, {
      message: 'Failed to fetch clients',
      retry: 'Retry',
      reload: { server: list(), shows: 'Acme Traders' },
    });
  });

  it('says so when there are no clients', async () => {
    mockApi(list([]));
    renderScreen(<ClientsPage />);
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
  });

  it('renders one page of 25 out of 10,000 clients and filters them', async () => {
    const many = Array.from({ length: 10000 }, (_, i) => ({
      ...rows[0],
      client_id: i + 1,
      client_code: `CLI_${i}`,
      client_name: `Client ${String(i).padStart(5, '0')}`,
    }));
    mockApi(list(many as Row[]));
    const { user } = renderScreen(<ClientsPage />);
    await screen.findByText('Client 00000');
    expect(names()).toHaveLength(25);
    expect(screen.getByText('1–25 of 10,000')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search by company name...'), '0999');
    await waitFor(() => expect(screen.getByText('1–11 of 11')).toBeInTheDocument());
  });

  it('takes page, sort, search and status from the URL, and puts changes back in it', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...rows[0]!,
      client_id: i + 1,
      client_name: `Client ${String(i).padStart(2, '0')}`,
    }));
    const calls = mockApi(list(many));
    const { user } = renderScreen(<ClientsPage />, { at: '/clients?page=2&sort=name&order=desc&is_active=true&search=client' });
    await screen.findByText('Client 34');
    expect(calls[0]!.params).toMatchObject({ page: '2', sort: 'name', order: 'desc', is_active: 'true', search: 'client' });
    expect(screen.getByPlaceholderText('Search by company name...')).toHaveValue('client');
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(calls.at(-1)!.params).toMatchObject({ page: '3' }));
    expect(await screen.findByText('51–60 of 60')).toBeInTheDocument();
  });

  it('restores search, status and page when the list is opened again without a query (the sidebar link)', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...rows[0]!,
      client_id: i + 1,
      client_name: `Client ${String(i).padStart(2, '0')}`,
    }));
    mockApi(list(many));
    const first = renderScreen(<ClientsPage />, { at: '/clients' });
    await screen.findByText('Client 00');
    await first.user.type(screen.getByPlaceholderText('Search by company name...'), 'client 1');
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    first.unmount();
    const calls = mockApi(list(many));
    renderScreen(<ClientsPage />, { at: '/clients' });
    await screen.findByText('Client 10');
    expect(calls[0]!.params).toMatchObject({ search: 'client 1' });
    expect(screen.getByPlaceholderText('Search by company name...')).toHaveValue('client 1');
  });

  it('falls back to the plain list when the server refuses the view a link asks for', async () => {
    const calls = mockApi((request) =>
      request.params?.is_active === 'maybe'
        ? { status: 400, data: { success: false, message: 'Status must be true or false', code: 'VALIDATION' } }
        : list()(request),
    );
    renderScreen(<ClientsPage />, { at: '/clients?is_active=maybe&search=acme' });
    await screen.findByText('Zenith Exports');
    expect(calls[0]!.params).toMatchObject({ is_active: 'maybe' });
    expect(calls.at(-1)!.params).not.toHaveProperty('is_active');
    expect(calls.at(-1)!.params).not.toHaveProperty('search');
    expect(screen.queryByText(/Failed to fetch clients/i)).not.toBeInTheDocument();
  });
});
