import { and, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import {
  adminInvoiceStatusOf,
  isInvoiceOverdue,
  invoiceStatusOf,
  excessOf,
  outstandingOf,
  type AdminInvoiceStatus,
  type InvoiceListQuery,
  type InvoiceListRow,
  type InvoiceListSummary,
  type InvoiceSortKey,
} from '@firm/shared/domain/invoice';
import { offsetOf } from '@firm/shared/domain/list';
import type { Db } from '../../../db/database';
import { containsPattern, orderByOf, type SortExpression } from '../../../db/list-page';
import { invoices } from '../../../db/schema-invoices';
import {
  amountDue,
  excessTotals,
  hasExcess,
  isCancelled,
  isOpen,
  isPaid,
  isPaidInFull,
  somethingReceived,
  totalsFromCounters,
  totalsFromRows,
  type ExcessTotals,
  type Totals,
} from './invoices.totals';

// The admin's Invoices list (spec 02 §2.2, §4): filters, tabs, sorting and paging on the server. The
// admin's status is not a column: paid, overdue, partial and unpaid follow from the amounts and the due
// day against India's today, so the SQL below says exactly what `adminInvoiceStatusOf` says.

function statusConditions(status: AdminInvoiceStatus, today: string): SQL[] {
  switch (status) {
    case 'paid':
      return [isPaidInFull];
    case 'cancelled':
      return [isCancelled];
    case 'overdue':
      return [isOpen, lt(invoices.dueDate, today)];
    case 'partial':
      return [isOpen, gte(invoices.dueDate, today), somethingReceived];
    case 'unpaid':
      return [isOpen, gte(invoices.dueDate, today), sql`not ${somethingReceived}`];
  }
}

/**
 * Sorting by status goes by urgency: overdue, unpaid, partial, paid (descending reverses it). Aging is
 * the due day ('due'), the amount due is what is left of the total.
 */
const statusRank = (today: string) =>
  sql`(case when ${isPaid} then 3 when ${invoices.dueDate} < ${today} then 0 when ${somethingReceived} then 2 else 1 end)`;

const sortColumns = (today: string): Record<InvoiceSortKey, SortExpression | SortExpression[]> => ({
  number: invoices.invoiceNumber,
  customer: invoices.recipientName,
  project: invoices.taskName,
  amount: invoices.totalPaise,
  credit: invoices.creditedPaise,
  due_amount: amountDue,
  status: statusRank(today),
  due: invoices.dueDate,
  created: invoices.createdAt,
});

export type InvoiceListFilter = InvoiceListQuery & { organizationId: number; today: string };

/** Every filter but the tab: the tab counts are taken under these. */
function filterConditions(filter: InvoiceListFilter): SQL[] {
  const conditions: SQL[] = [eq(invoices.organizationId, filter.organizationId)];
  // The names as issued: the invoice is the document, and its copies need no join.
  if (filter.search) conditions.push(ilike(invoices.taskName, containsPattern(filter.search)));
  if (filter.company) conditions.push(ilike(invoices.recipientName, containsPattern(filter.company)));
  if (filter.invoice_number) conditions.push(ilike(invoices.invoiceNumber, containsPattern(filter.invoice_number)));
  if (filter.client_id) conditions.push(eq(invoices.clientId, filter.client_id));
  if (filter.status) conditions.push(...statusConditions(filter.status, filter.today));
  return conditions;
}

const TAB_CONDITIONS: Record<NonNullable<InvoiceListQuery['tab']>, SQL[]> = {
  current: [isOpen],
  history: [isPaid],
  refund_due: [isPaid, hasExcess],
};
const tabCondition = (tab: InvoiceListQuery['tab']): SQL[] => (tab ? TAB_CONDITIONS[tab] : []);

export type InvoiceList = { items: InvoiceListRow[]; total: number; summary: InvoiceListSummary };

const rowColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  status: invoices.status,
  taskId: invoices.taskId,
  taskName: invoices.taskName,
  clientId: invoices.clientId,
  recipientName: invoices.recipientName,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  createdAt: invoices.createdAt,
  taxablePaise: invoices.taxablePaise,
  totalPaise: invoices.totalPaise,
  paidPaise: invoices.paidPaise,
  creditedPaise: invoices.creditedPaise,
  einvoiceStatus: invoices.einvoiceStatus,
};
type PageRow = {
  [K in keyof typeof rowColumns]:
    (typeof rowColumns)[K]['_']['data'] | ((typeof rowColumns)[K]['_']['notNull'] extends true ? never : null);
};

const pageOf = (db: Db, where: SQL[], orderBy: SQL[], offset: number, limit: number): Promise<PageRow[]> =>
  db
    .select(rowColumns)
    .from(invoices)
    .where(and(...where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);

/**
 * Sorted by status, the open invoices (overdue, unpaid, partial: ranked on today, which no index can hold)
 * and the paid ones (all equal, by id) are read apart, each by its own index, the open count from the
 * totals telling where the page falls: a firm's many paid invoices are never ranked.
 */
async function pageByStatus(db: Db, filter: InvoiceListFilter, filtered: SQL[], totals: Totals & ExcessTotals): Promise<PageRow[]> {
  const open = {
    n: filter.tab === 'history' || filter.tab === 'refund_due' ? 0 : totals.current,
    read: (offset: number, limit: number) =>
      pageOf(db, [...filtered, isOpen], orderByOf(sortColumns(filter.today), 'status', filter.order, invoices.id), offset, limit),
  };
  const paid = {
    n: filter.tab === 'current' ? 0 : filter.tab === 'refund_due' ? totals.refundDue : totals.history,
    read: (offset: number, limit: number) =>
      pageOf(
        db,
        [...filtered, ...(filter.tab === 'refund_due' ? TAB_CONDITIONS.refund_due : [isPaid])],
        [sql`${invoices.id} ${sql.raw(filter.order)}`],
        offset,
        limit,
      ),
  };
  const rows: PageRow[] = [];
  let skip = offsetOf(filter);
  for (const part of filter.order === 'asc' ? [open, paid] : [paid, open]) {
    const wanted = filter.limit - rows.length;
    if (wanted > 0 && skip < part.n) rows.push(...(await part.read(skip, Math.min(wanted, part.n - skip))));
    skip = Math.max(0, skip - part.n);
  }
  return rows;
}

/**
 * One page, and the tab counts and the money over the same filters (from the counters where they serve,
 * else one aggregate), from which the page's total follows (the tab's count, or both): no count query.
 */
export async function listInvoices(db: Db, filter: InvoiceListFilter): Promise<InvoiceList> {
  const filtered = filterConditions(filter);
  const totals = Promise.all([
    totalsFromCounters(db, filter).then((counted) => counted ?? totalsFromRows(db, filtered)),
    excessTotals(db, filtered),
  ]).then(([counted, excess]) => ({ ...counted, ...excess }));
  const [rows, t] =
    filter.sort === 'status'
      ? await totals.then(async (t) => [await pageByStatus(db, filter, filtered, t), t] as const)
      : await Promise.all([
          pageOf(
            db,
            [...filtered, ...tabCondition(filter.tab)],
            orderByOf(sortColumns(filter.today), filter.sort, filter.order, invoices.id),
            offsetOf(filter),
            filter.limit,
          ),
          totals,
        ]);
  const items = rows.map((row): InvoiceListRow => {
    const cancelled = row.status === 'cancelled';
    const amounts = { totalPaise: cancelled ? 0 : row.totalPaise, paidPaise: row.paidPaise, creditedPaise: row.creditedPaise };
    const status = cancelled ? ('cancelled' as const) : invoiceStatusOf(amounts);
    return {
      invoice_id: row.id,
      invoice_number: row.invoiceNumber,
      task_id: row.taskId,
      task_name: row.taskName,
      client_id: row.clientId,
      customer: row.recipientName,
      invoice_date: row.invoiceDate,
      due_date: row.dueDate,
      created_at: row.createdAt.toISOString(),
      taxable_paise: row.taxablePaise,
      total_paise: row.totalPaise,
      paid_paise: row.paidPaise,
      credited_paise: row.creditedPaise,
      amount_due_paise: outstandingOf(amounts),
      excess_paise: excessOf(amounts),
      status: isInvoiceOverdue(status, row.dueDate, filter.today) ? ('overdue' as const) : status,
      payment_status: status,
      admin_status: adminInvoiceStatusOf(status, row.dueDate, filter.today),
      invoice_url: `/api/invoices/${row.id}/pdf`,
      einvoice_status: row.einvoiceStatus,
    };
  });
  const total = { current: t.current, history: t.history, refund_due: t.refundDue }[filter.tab ?? 'current'];
  const all = t.current + t.history;
  return {
    items,
    total: filter.tab ? total : all,
    summary: {
      current: t.current,
      history: t.history,
      refund_due: t.refundDue,
      excess_paise: t.excess,
      total_paise: t.total,
      paid_paise: t.paid,
      credited_paise: t.credited,
      amount_due_paise: t.due,
      today: filter.today,
    },
  };
}
