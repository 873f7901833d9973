import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ThemeProvider } from '@mui/material';
import { theme } from './theme';
import { DataTable, type DataTableColumn } from './data-table';
import { restoreScreenWidth, screenWidth } from './testing';

type Row = { id: number; number: string; client: string; due: string; amount: string };

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  number: `INV/2026-27/${String(i + 1).padStart(4, '0')}`,
  client: 'Sahyadri Foods',
  due: '05 Dec 2026',
  amount: '₹1,74,050.00',
}));

const onPay = jest.fn();
const columns: DataTableColumn<Row>[] = [
  { id: 'number', label: 'Invoice Number', card: 'title', render: (r) => r.number },
  { id: 'client', label: 'Client Name', render: (r) => r.client },
  { id: 'amount', label: 'Amount Due', card: 'field', figure: true, align: 'right', render: (r) => r.amount },
  { id: 'due', label: 'Due Date', card: 'field', render: (r) => r.due },
  { id: 'actions', label: 'Actions', card: 'actions', render: (r) => <Button onClick={() => onPay(r.id)}>Pay {r.number}</Button> },
];

afterEach(() => {
  restoreScreenWidth();
  onPay.mockReset();
});

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <DataTable rows={rows} columns={columns} getRowId={(r) => r.id} ariaLabel="Unpaid invoices" pageSize={10} {...props} />
    </ThemeProvider>,
  );
}

describe('DataTable on a phone', () => {
  it('shows each row as a card of the declared columns, its actions on the card', async () => {
    screenWidth(375);
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Unpaid invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(first).toHaveTextContent('INV/2026-27/0001');
    expect(within(first).getByText('Amount Due').nextSibling).toHaveTextContent('₹1,74,050.00');
    expect(within(first).getByText('₹1,74,050.00')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(first).getByText('Due Date')).toBeInTheDocument();
    // A column without a card place stays off the card.
    expect(within(first).queryByText('Sahyadri Foods')).not.toBeInTheDocument();
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Pay INV/2026-27/0001' }));
    expect(onPay).toHaveBeenCalledWith(1);
    // The pager still pages the cards.
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('turns to cards below the breakpoint the screen chose, and stays a table above it', () => {
    screenWidth(768);
    const { unmount } = renderTable({ cardsBelow: 'md' });
    expect(screen.getByRole('list', { name: 'Unpaid invoices' })).toBeInTheDocument();
    unmount();
    renderTable();
    expect(screen.getByRole('table', { name: 'Unpaid invoices' })).toBeInTheDocument();
  });

  it('stays a table on a phone when the screen declares no card places', () => {
    screenWidth(375);
    renderTable({ columns: columns.map(({ card: _card, ...column }) => column) });
    expect(screen.getByRole('table', { name: 'Unpaid invoices' })).toBeInTheDocument();
  });

  it('says the empty text and shows placeholders while loading', () => {
    screenWidth(375);
    const { unmount } = renderTable({ rows: [], emptyText: 'No unpaid invoices found' });
    expect(screen.getByText('No unpaid invoices found')).toBeInTheDocument();
    unmount();
    renderTable({ loading: true });
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(3);
  });
});
