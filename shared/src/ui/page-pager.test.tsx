import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { theme } from './theme';
import { DataTable, type DataTableColumn } from './data-table';

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [{ id: 'name', label: 'Name', render: (r) => r.name }];
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Project ${i + 1}` }));

function renderTable(rows: Row[]) {
  return render(
    <ThemeProvider theme={theme}>
      <DataTable rows={rows} columns={columns} getRowId={(r) => r.id} ariaLabel="Projects" pageSize={10} pager="pages" />
    </ThemeProvider>,
  );
}

describe('DataTable with the page pager', () => {
  it('says which rows show and which page of how many, and moves between pages', async () => {
    const user = userEvent.setup();
    renderTable(rowsOf(23));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByText('Showing 21 to 23 of 23 results')).toBeInTheDocument();
    expect(within(pages).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Project 23')).toBeInTheDocument();
  });

  it('shows no pager when everything fits on one page', () => {
    renderTable(rowsOf(10));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });
});
