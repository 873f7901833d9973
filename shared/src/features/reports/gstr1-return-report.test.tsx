import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { branchOffice, headOffice, renderScreen } from '@firm/shared/ui/testing';
import { buildGstr1, gstr1SummaryOf, returnPeriodOf, type Gstr1Summary } from '@firm/shared/domain/gstr1';
import { ReportsPage } from './reports-page';

const offices = [headOffice, branchOffice];

/** A sale from the Bengaluru branch to the same unregistered buyer in Karnataka, at 9 % CGST and 9 % SGST. */
const sale = (number: string, date: string, status: 'issued' | 'cancelled', taxablePaise: number, halfTaxPaise: number) =>
  ({
    number,
    date,
    status,
    gstCategory: 'unregistered',
    recipientGstin: null,
    recipientName: 'Meera Rao',
    supplyType: 'intra_state',
    placeOfSupplyCode: '29',
    placeOfSupplyName: 'Karnataka',
    sacCode: '998231',
    sacDescription: 'Tax consultancy',
    cgstBp: 900,
    sgstBp: 900,
    igstBp: 0,
    taxablePaise,
    cgstPaise: halfTaxPaise,
    sgstPaise: halfTaxPaise,
    igstPaise: 0,
    totalPaise: taxablePaise + 2 * halfTaxPaise,
  }) as const;

function summaryOf(gstin: string, period: string): Gstr1Summary {
  const days = returnPeriodOf(period, 'monthly')!;
  const json = buildGstr1({
    gstin,
    period,
    invoices: [
      sale('KAINV/26-27/0001', `${period}-05`, 'issued', 2_500_00, 225_00),
      sale('KAINV/26-27/0002', `${period}-06`, 'cancelled', 1_000_00, 90_00),
    ],
    creditNotes: [],
  });
  return { gstin, period, fp: days.fp, frequency: 'monthly', from: days.from, until: days.until, ...gstr1SummaryOf(json) };
}

const server = (request: MockRequest): MockReply => {
  if (request.url === '/api/master/offices') return { status: 200, data: { success: true, data: { offices } } };
  const params = (request.params ?? {}) as Record<string, string>;
  if (request.url === '/api/reports/gstr1/summary')
    return { status: 200, data: { success: true, data: summaryOf(params.gstin!, params.period!) } };
  if (request.url === '/api/reports/gstr1/file') return { status: 200, data: new Blob(['{}']) };
  return { status: 404, data: { success: false, message: 'Not found' } };
};

let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:gstr1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the GSTR-1 Return report', () => {
  it('shows the chosen GSTIN’s tables and Table 13 with the cancelled number, and downloads its JSON and Excel', async () => {
    const calls = mockApi(server);
    const { user } = renderScreen(<ReportsPage />, { at: '/dashboard/admin/reports?tab=gstr1' });
    const gstin = await screen.findByRole('combobox', { name: 'GSTIN' });
    await waitFor(() => expect(gstin).toHaveTextContent('27AAHFK4108N1Z3 (Maharashtra)'));
    await user.click(gstin);
    await user.click(screen.getByRole('option', { name: '29AAHFK4108N1ZZ (Karnataka)' }));
    expect(screen.getByText('Bengaluru Branch · Monthly')).toBeInTheDocument();
    const tables = await screen.findByRole('table', { name: 'GSTR-1 tables' });
    const b2cs = (await within(tables).findByText('7 - B2C (Others)')).closest('tr')!;
    expect(within(b2cs).getByText('₹2,500.00')).toBeInTheDocument();
    expect(within(b2cs).getAllByText('₹225.00')).toHaveLength(2);
    const docs = within(screen.getByRole('table', { name: 'GSTR-1 documents issued' })).getAllByRole('row')[1]!;
    expect(
      within(docs)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Invoices for outward supply', 'KAINV/26-27/0001', 'KAINV/26-27/0002', '2', '1', '1']);
    const summaryCall = calls.filter((c) => c.url === '/api/reports/gstr1/summary').at(-1)!;
    const period = (summaryCall.params as Record<string, string>).period!;
    await user.click(screen.getByRole('button', { name: 'Download JSON' }));
    await user.click(await screen.findByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const files = calls.filter((c) => c.url === '/api/reports/gstr1/file').map((c) => c.params);
    expect(files).toEqual([
      { gstin: '29AAHFK4108N1ZZ', period, format: 'json' },
      { gstin: '29AAHFK4108N1ZZ', period, format: 'xlsx' },
    ]);
    const fp = `${period.slice(5, 7)}${period.slice(0, 4)}`;
    expect(saved).toEqual([`GSTR1_29AAHFK4108N1ZZ_${fp}.json`, `GSTR1_29AAHFK4108N1ZZ_${fp}.xlsx`]);
  });

  it('says so when no office has a GSTIN yet', async () => {
    mockApi((request) =>
      request.url === '/api/master/offices' ? { status: 200, data: { success: true, data: { offices: [] } } } : server(request),
    );
    renderScreen(<ReportsPage />, { at: '/dashboard/admin/reports?tab=gstr1' });
    expect(await screen.findByText(/No office has a GSTIN yet/)).toBeInTheDocument();
  });
});
