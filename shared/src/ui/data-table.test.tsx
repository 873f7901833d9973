import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { theme } from './theme';
import { DataTable, type DataTableColumn } from './data-table';

type Row = { id: number; name: string; amount: number };

const columns: DataTableColumn<Row>[] = [
  { id: 'name', label: 'Name', render: (r) => r.name, sortValue: (r) => r.name },
  { id: 'amount', label: 'Amount', render: (r) => String(r.amount), sortValue: (r) => r.amount },
];

const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Client ${i + 1}`, amount: (i * 7) % 30 }));

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <DataTable rows={rows} columns={columns} getRowId={(r) => r.id} ariaLabel="Clients" {...props} />
    </ThemeProvider>,
  );
}

function firstCellTexts(): string[] {
  const table = screen.getByRole('table', { name: 'Clients' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

describe('DataTable', () => {
  it('shows 25 rows per page and moves to the next page', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(firstCellTexts()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(firstCellTexts()).toEqual(['Client 26', 'Client 27', 'Client 28', 'Client 29', 'Client 30']);
  });

  it('sorts by a head and toggles between ascending and descending', async () => {
    const user = userEvent.setup();
    renderTable({ rows: rows.slice(0, 3) });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstCellTexts()).toEqual(['Client 1', 'Client 2', 'Client 3']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstCellTexts()).toEqual(['Client 3', 'Client 2', 'Client 1']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows skeleton rows while loading', () => {
    renderTable({ loading: true });
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('Client 1')).not.toBeInTheDocument();
  });

  it('says the empty text when there are no rows', () => {
    renderTable({ rows: [], emptyText: 'No SAC codes found' });
    expect(screen.getByText('No SAC codes found')).toBeInTheDocument();
  });

  it('shows the error with a retry button that calls back', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderTable({ error: 'Failed to fetch SAC codes', onRetry, retryLabel: 'Try Again' });
    expect(screen.getByText('Failed to fetch SAC codes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('in server mode shows the page as sent and reports sorting, paging and page size instead of doing them', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const onPageChange = jest.fn();
    const onLimitChange = jest.fn();
    const page = rows.slice(10, 20).reverse();
    renderTable({
      rows: page,
      server: { page: 2, limit: 10, total: 95, sort: 'name', order: 'desc', onSortChange, onPageChange, onLimitChange },
    });
    expect(firstCellTexts()).toEqual(page.map((r) => r.name));
    expect(screen.getByText('11–20 of 95')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith('name', 'asc');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith('amount', 'asc');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(firstCellTexts()).toEqual(page.map((r) => r.name));
  });

  it('gives a row its own look and the pager its own words when asked', () => {
    renderTable({
      pageSize: 10,
      rowSx: (r) => (r.id === 2 ? { fontStyle: 'italic' } : undefined),
      labelDisplayedRows: ({ from, to, count, page }) => `Showing ${from} to ${to} of ${count} results · Page ${page + 1}`,
    });
    expect(screen.getByText('Showing 1 to 10 of 30 results · Page 1')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('table', { name: 'Clients' }))
      .getAllByRole('row')
      .slice(1);
    expect(second).toHaveStyle({ fontStyle: 'italic' });
    expect(first).not.toHaveStyle({ fontStyle: 'italic' });
  });
});
