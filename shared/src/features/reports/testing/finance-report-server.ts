import { checkedReply, mockApi, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';
import {
  collectionsAnswerSchema,
  collectionsQuerySchema,
  gstr1AnswerSchema,
  gstr1QuerySchema,
  receivablesAnswerSchema,
  receivablesQuerySchema,
  type CollectionsRow,
  type Gstr1Answer,
  type ReceivablesRow,
} from '@firm/shared/domain/report';

// Tests only: a fake server for the admin's money reports. Receivables follow the list contract (search,
// sorts, pages) with the column totals over the matched clients; collections and GST answer what they are given.
// A query the real server's schema refuses (an edited link) is a 400, as there. Each JSON success is checked
// against the route's answer schema (checkedReply).

export function receivablesRow(id: number, name: string, amounts: Partial<ReceivablesRow> = {}): ReceivablesRow {
  const row = {
    client_id: id,
    client_name: name,
    gstin: null,
    invoices: 1,
    current_paise: 0,
    d0_30_paise: 0,
    d31_60_paise: 0,
    d61_90_paise: 0,
    d90_plus_paise: 0,
    ...amounts,
  };
  return { ...row, total_paise: row.current_paise + row.d0_30_paise + row.d31_60_paise + row.d61_90_paise + row.d90_plus_paise };
}

export function collectionsRow(month: string, received: number, overrides: Partial<CollectionsRow> = {}): CollectionsRow {
  return {
    month,
    received_paise: received,
    payments: received ? 1 : 0,
    online_paise: 0,
    online_payments: 0,
    manual_paise: received,
    manual_payments: received ? 1 : 0,
    reversals: 0,
    reversed_paise: 0,
    credit_notes: 0,
    credit_notes_paise: 0,
    ...overrides,
  };
}

const totals = (count: number, taxable: number) => ({
  count,
  value_paise: Math.round(taxable * 1.18),
  taxable_paise: taxable,
  igst_paise: 0,
  cgst_paise: Math.round(taxable * 0.09),
  sgst_paise: Math.round(taxable * 0.09),
});

export function gstAnswer(month: string): Gstr1Answer {
  const b2b = {
    invoice_id: 1,
    invoice_number: 'INV/2026-27/0007',
    invoice_date: `${month}-05`,
    gstin: '27AAPFU0939F1ZV',
    recipient_name: 'Apex Textiles',
    invoice_value_paise: 23_600_00,
    place_of_supply: '27-Maharashtra',
    rate_bp: 1800,
    taxable_paise: 20_000_00,
    igst_paise: 0,
    cgst_paise: 1_800_00,
    sgst_paise: 1_800_00,
  };
  const b2cs = {
    place_of_supply: '24-Gujarat',
    supply_type: 'inter_state' as const,
    rate_bp: 1800,
    taxable_paise: 1_500_00,
    igst_paise: 270_00,
    cgst_paise: 0,
    sgst_paise: 0,
  };
  const none = totals(0, 0);
  return {
    success: true,
    data: { b2b: [b2b], b2cl: [], b2cs: [b2cs], exp: [], cdnr: [], cdnur: [], hsn: [] },
    summary: {
      month,
      sections: { b2b: totals(1, 20_000_00), b2cl: none, b2cs: totals(1, 1_500_00), exp: none, cdnr: none, cdnur: none, hsn: none },
      invoices: totals(2, 21_500_00),
      credit_notes: none,
      net: totals(2, 21_500_00),
    },
  };
}

/** The fake server; answers the calls made, in order. */
export function financeReportServer(receivables: ReceivablesRow[], months: CollectionsRow[] = []): MockRequest[] {
  const schemas: Record<string, { safeParse: (query: unknown) => { success: boolean } }> = {
    '/api/reports/receivables': receivablesQuerySchema,
    '/api/reports/collections': collectionsQuerySchema,
    '/api/reports/gst-summary': gstr1QuerySchema,
  };
  return mockApi((request) => {
    const params = (request.params ?? {}) as Record<string, string>;
    if (schemas[request.url] && !schemas[request.url]!.safeParse(params).success)
      return { status: 400, data: { success: false, message: 'Invalid query', code: 'VALIDATION' } };
    if (request.url === '/api/reports/receivables')
      return listServerReply(receivables, request, {
        answer: receivablesAnswerSchema,
        wrap: (page) => ({ clients: page }),
        searchIn: (r) => [r.client_name],
        sortBy: { total: (r) => r.total_paise, client: (r) => r.client_name, current: (r) => r.current_paise },
        summary: (matched: ReceivablesRow[]) => {
          const sum = (key: keyof ReceivablesRow) => matched.reduce((n, r) => n + (r[key] as number), 0);
          return {
            clients: matched.length,
            invoices: sum('invoices'),
            current_paise: sum('current_paise'),
            d0_30_paise: sum('d0_30_paise'),
            d31_60_paise: sum('d31_60_paise'),
            d61_90_paise: sum('d61_90_paise'),
            d90_plus_paise: sum('d90_plus_paise'),
            total_paise: sum('total_paise'),
            as_of: params.as_of ?? '2026-11-21',
            today: '2026-11-21',
          };
        },
      });
    if (request.url === '/api/reports/collections') {
      const from = params.from ?? months[0]?.month ?? '2026-01';
      const to = params.to ?? months.at(-1)?.month ?? '2026-12';
      const shown = months.filter((m) => m.month >= from && m.month <= to);
      const summary = { ...collectionsRow('', 0), month: undefined, from, to };
      for (const m of shown) for (const key of Object.keys(m) as (keyof CollectionsRow)[]) if (key !== 'month') summary[key] += m[key];
      delete summary.month;
      return checkedReply(collectionsAnswerSchema, { status: 200, data: { success: true, data: { months: shown }, summary } });
    }
    if (request.url === '/api/reports/gst-summary') return checkedReply(gstr1AnswerSchema, { status: 200, data: gstAnswer(params.month!) });
    if (/^\/api\/reports\/[a-z-]+\/export$/.test(request.url)) return { status: 200, data: new Blob(['file']) };
    return { status: 404, data: { success: false, message: `No fake for ${request.url}` } };
  });
}
