import { and, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import {
  adminInvoiceStatusOf,
  invoiceStatusOf,
  offsetOf,
  outstandingOf,
  type AdminInvoiceStatus,
  type InvoiceListQuery,
  type InvoiceListRow,
  type InvoiceListSummary,
  type InvoiceSortKey,
} from '@firm/shared/domain';
import type { Db } from '../../db/database';
import { containsPattern, orderByOf, type SortExpression } from '../../db/list-page';
import { invoices, invoiceTotals } from '../../db/schema-invoices';

// The admin's Invoices list (spec 02 §2.2, §4): filters, tabs, sorting and paging on the server. The
// admin's status is not a column: paid, overdue, partial and unpaid follow from the amounts and the due
// day against India's today, so the SQL below says exactly what `adminInvoiceStatusOf` says.

const unsettled = sql`(${invoices.totalPaise} - ${invoices.paidPaise} - ${invoices.creditedPaise})`;
/** Nothing left to pay: History. */
const isPaid = sql`${unsettled} <= 0`;
const isOpen = sql`${unsettled} > 0`;
const amountDue = sql`greatest(${unsettled}, 0)`;
const somethingReceived = sql`(${invoices.paidPaise} > 0 or ${invoices.creditedPaise} > 0)`;

function statusConditions(status: AdminInvoiceStatus, today: string): SQL[] {
  switch (status) {
    case 'paid':
      return [isPaid];
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

const tabCondition = (tab: InvoiceListQuery['tab']): SQL[] => (tab === 'current' ? [isOpen] : tab === 'history' ? [isPaid] : []);

const toBigint = (expression: SQL) => sql`coalesce(${expression}, 0)::bigint`.mapWith(Number);

export type InvoiceList = { items: InvoiceListRow[]; total: number; summary: InvoiceListSummary };

/**
 * One page, and in one aggregate over the same filters the tab counts and the money, from which the
 * page's total follows (the tab's count, or both): no second count query.
 */
type Totals = { current: number; history: number; total: number; paid: number; credited: number; due: number };

/**
 * The summary from the trigger-kept `invoice_totals` when no filter but the client, the tab or Paid applies
 * (the list's usual views): a few rows instead of every invoice of the firm. Null when a filter needs the rows.
 */
async function totalsFromCounters(db: Db, filter: InvoiceListFilter): Promise<Totals | null> {
  if (filter.search || filter.company || filter.invoice_number) return null;
  if (filter.status && filter.status !== 'paid') return null;
  const conditions = [eq(invoiceTotals.organizationId, filter.organizationId)];
  if (filter.client_id) conditions.push(eq(invoiceTotals.clientId, filter.client_id));
  if (filter.status === 'paid') conditions.push(eq(invoiceTotals.settled, true));
  const [row] = await db
    .select({
      current: toBigint(sql`sum(${invoiceTotals.n}) filter (where not ${invoiceTotals.settled})`),
      history: toBigint(sql`sum(${invoiceTotals.n}) filter (where ${invoiceTotals.settled})`),
      total: toBigint(sql`sum(${invoiceTotals.totalPaise})`),
      paid: toBigint(sql`sum(${invoiceTotals.paidPaise})`),
      credited: toBigint(sql`sum(${invoiceTotals.creditedPaise})`),
      due: toBigint(sql`sum(${invoiceTotals.duePaise})`),
    })
    .from(invoiceTotals)
    .where(and(...conditions));
  return row!;
}

/** The same figures counted over the filtered invoices themselves. */
async function totalsFromRows(db: Db, filtered: SQL[]): Promise<Totals> {
  const [row] = await db
    .select({
      current: sql`count(*) filter (where ${isOpen})`.mapWith(Number),
      history: sql`count(*) filter (where ${isPaid})`.mapWith(Number),
      total: toBigint(sql`sum(${invoices.totalPaise})`),
      paid: toBigint(sql`sum(${invoices.paidPaise})`),
      credited: toBigint(sql`sum(${invoices.creditedPaise})`),
      due: toBigint(sql`sum(${amountDue})`),
    })
    .from(invoices)
    .where(and(...filtered));
  return row!;
}

/**
 * One page, and the tab counts and the money over the same filters (from the counters where they serve,
 * else one aggregate), from which the page's total follows (the tab's count, or both): no count query.
 */
export async function listInvoices(db: Db, filter: InvoiceListFilter): Promise<InvoiceList> {
  const filtered = filterConditions(filter);
  const [rows, t] = await Promise.all([
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
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
      })
      .from(invoices)
      .where(and(...filtered, ...tabCondition(filter.tab)))
      .orderBy(...orderByOf(sortColumns(filter.today), filter.sort, filter.order, invoices.id))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    totalsFromCounters(db, filter).then((counted) => counted ?? totalsFromRows(db, filtered)),
  ]);
  const items = rows.map((row): InvoiceListRow => {
    const amounts = { totalPaise: row.totalPaise, paidPaise: row.paidPaise, creditedPaise: row.creditedPaise };
    const status = invoiceStatusOf(amounts);
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
      status,
      admin_status: adminInvoiceStatusOf(status, row.dueDate, filter.today),
      invoice_url: `/api/invoices/${row.id}/pdf`,
    };
  });
  const total = filter.tab === 'current' ? t.current : filter.tab === 'history' ? t.history : t.current + t.history;
  return {
    items,
    total,
    summary: {
      current: t.current,
      history: t.history,
      total_paise: t.total,
      paid_paise: t.paid,
      credited_paise: t.credited,
      amount_due_paise: t.due,
      today: filter.today,
    },
  };
}
