import { act, screen, waitFor, within } from '@testing-library/react';
import { theme } from '@firm/shared/ui';
import { renderScreen, restoreScreenWidth, screenWidth } from '@firm/shared/ui/testing';
import {
  clientInvoice,
  clientPortalServer,
  daysFrom,
  receiptOf,
  signInClientContact,
  PARTIAL_INVOICE_COLUMNS,
} from '../testing/client-invoice-server';
import { InvoicesPage } from './invoices-page';

const mockPay = jest.fn();
jest.mock('@firm/shared/features/billing/client/pay/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: mockPay, paying: null, dialog: null }),
}));

const AT = '/dashboard/client/invoices';
const ALL = [
  clientInvoice(1, { due_date: daysFrom(-3) }),
  clientInvoice(2),
  clientInvoice(3, { total_paise: 590_000, paid_paise: 200_000, due_date: daysFrom(-2), receipts: [receiptOf(1, 200_000)] }),
  clientInvoice(4, { total_paise: 236_000, paid_paise: 236_000 }),
];

const TABS = [
  ['Unpaid (2)', 'Unpaid invoices'],
  ['Partial (1)', 'Partial invoices'],
  ['Paid (1)', 'Paid invoices'],
] as const;

/**
 * jsdom lays nothing out: every table here reports itself wider than its box (as the Partial tab's eleven
 * columns did at 1440 px), through a ResizeObserver that keeps reporting it.
 */
function everyTableTooWide() {
  const widths = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.querySelector('table') ? 1400 : 0;
  });
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 948);
  // The browser reports again after each layout the table's new look causes: here, every few milliseconds.
  class ReportingObserver {
    private timer: ReturnType<typeof setInterval> | undefined;
    constructor(private readonly report: ResizeObserverCallback) {}
    observe() {
      this.timer ??= setInterval(() => act(() => this.report([], this as unknown as ResizeObserver)), 5);
    }
    unobserve() {}
    disconnect() {
      clearInterval(this.timer);
    }
  }
  window.ResizeObserver = ReportingObserver as unknown as typeof ResizeObserver;
  return () => {
    widths.mockRestore();
    client.mockRestore();
    delete (window as Partial<typeof window>).ResizeObserver;
  };
}

describe('My Invoices on a laptop', () => {
  let restoreLayout: () => void = () => undefined;
  beforeEach(() => {
    signInClientContact();
  });
  afterEach(() => {
    restoreLayout();
    restoreScreenWidth();
  });

  it.each([1280, 1440])('shows every tab as a table with the documented columns at %i px, however wide the table', async (width) => {
    screenWidth(width);
    restoreLayout = everyTableTooWide();
    clientPortalServer(ALL);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    for (const [tab, name] of TABS) {
      await user.click(await screen.findByRole('tab', { name: tab }));
      const table = await screen.findByRole('table', { name });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(name === 'Unpaid invoices' ? 3 : 2));
      // Given time to measure the table and give up on it, the screen still shows the table, no cards.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('table', { name })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name })).not.toBeInTheDocument();
      const heads = within(screen.getByRole('table', { name }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(heads).toContain('Client Name');
      if (name === 'Partial invoices') expect(heads).toEqual(PARTIAL_INVOICE_COLUMNS);
    }
  });

  it('shows every tab as cards below a laptop’s width', async () => {
    screenWidth(1024);
    clientPortalServer(ALL);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    for (const [tab, name] of TABS) {
      await user.click(await screen.findByRole('tab', { name: tab }));
      expect(await screen.findByRole('list', { name })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    }
  });

  it('writes an overdue row in red on a wide screen, every cell of it, and no other row', async () => {
    screenWidth(1920);
    clientPortalServer(ALL);
    renderScreen(<InvoicesPage />, { at: AT });
    const table = await screen.findByRole('table', { name: 'Unpaid invoices' });
    const [overdue, current] = within(table).getAllByRole('row').slice(1);
    expect(overdue).toHaveTextContent('INV/2026-27/0001');
    const red = toRgb(theme.palette.error.dark);
    for (const cell of within(overdue!).getAllByRole('cell')) expect(getComputedStyle(cell).color).toBe(red);
    for (const cell of within(current!).getAllByRole('cell')) expect(getComputedStyle(cell).color).not.toBe(red);
  });
});

/** '#c62828' → 'rgb(198, 40, 40)', as getComputedStyle answers. */
function toRgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
