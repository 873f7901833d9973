import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@firm/shared/domain/calendar';
import { invoiceBalanceOf } from '@firm/shared/domain/invoice';
import { offsetOf } from '@firm/shared/domain/list';
import type { ClientInvoice, ClientInvoiceQuery, ClientInvoiceStatus, ClientInvoiceSummary } from '@firm/shared/domain/client-portal';
import { invoiceUpiNote, upiPaymentLink } from '@firm/shared/domain/upi';
import type { Db } from '../../db/database';
import { creditNotes, invoices } from '../../db/schema-invoices';
import { invoicePayments } from '../../db/schema-payments';
import { upiPayeeOf, type UpiPayee } from '../billing/invoices';
import type { ClientScope } from './client-portal.repo';

// A client contact's invoices: always scoped by organisation and the contact's own client.
// Status follows the amounts (total = paid + credited + outstanding): paid when nothing is due, partially
// paid when something was received or credited, unpaid otherwise; overdue when past due and not paid.

/** `onlinePayment`: whether this server takes payments online (off in production without Razorpay's keys). */
export type ClientInvoiceFilter = ClientInvoiceQuery & { today: string; onlinePayment: boolean };

const due = sql`(${invoices.totalPaise} - ${invoices.paidPaise} - ${invoices.creditedPaise})`;
// A cancelled invoice is its own status, out of the sums (nothing is due on it).
const live = sql`${invoices.status} = 'issued'`;
const STATUS_SQL: Record<ClientInvoiceStatus, SQL> = {
  paid: sql`${live} and ${due} <= 0`,
  partially_paid: sql`${live} and ${due} > 0 and (${invoices.paidPaise} > 0 or ${invoices.creditedPaise} > 0)`,
  unpaid: sql`${live} and ${due} > 0 and ${invoices.paidPaise} = 0 and ${invoices.creditedPaise} = 0`,
  cancelled: sql`${invoices.status} = 'cancelled'`,
};
const statusExpression = sql<ClientInvoiceStatus>`case when ${STATUS_SQL.cancelled} then 'cancelled' when ${STATUS_SQL.paid} then 'paid' when ${STATUS_SQL.partially_paid} then 'partially_paid' else 'unpaid' end`;

const scopeOf = (scope: ClientScope): SQL[] => [eq(invoices.organizationId, scope.organizationId), eq(invoices.clientId, scope.clientId)];

function filterConditions(filter: ClientInvoiceFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(STATUS_SQL[filter.status]);
  if (filter.due === 'overdue') conditions.push(lt(invoices.dueDate, filter.today), sql`${due} > 0`, live);
  else if (filter.due)
    conditions.push(gte(invoices.dueDate, filter.today), lte(invoices.dueDate, addDays(filter.today, Number(filter.due))));
  return conditions;
}

/** The cards and tab counts over what the filters select (not the tab). */
async function summaryOf(db: Db, where: SQL | undefined): Promise<ClientInvoiceSummary> {
  const sum = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total_paise: sum(sql`case when ${live} then ${invoices.totalPaise} else 0 end`),
      credit_note_paise: sum(sql`case when ${live} then ${invoices.creditedPaise} else 0 end`),
      outstanding_paise: sum(sql`case when ${live} then greatest(${due}, 0) else 0 end`),
      paid_paise: sum(sql`${invoices.paidPaise}`),
      total_invoices: sql<number>`count(*)`.mapWith(Number),
      unpaid: n(STATUS_SQL.unpaid),
      partially_paid: n(STATUS_SQL.partially_paid),
      paid: n(STATUS_SQL.paid),
      cancelled: n(STATUS_SQL.cancelled),
    })
    .from(invoices)
    .where(where);
  return row!;
}

export type ClientInvoiceList = { items: ClientInvoice[]; total: number; summary: ClientInvoiceSummary };

/** One page (newest first), the tab's count and the cards, with each invoice's online receipts. */
export async function listClientInvoices(db: Db, scope: ClientScope, filter: ClientInvoiceFilter): Promise<ClientInvoiceList> {
  const filtered = and(...scopeOf(scope), ...filterConditions(filter));
  const where = filter.tab ? and(filtered, STATUS_SQL[filter.tab]) : filtered;
  const [rows, summary] = await Promise.all([
    db
      .select({
        invoice_id: invoices.id,
        invoice_number: invoices.invoiceNumber,
        client_name: invoices.recipientName,
        task_name: invoices.taskName,
        total_paise: invoices.totalPaise,
        credit_note_paise: invoices.creditedPaise,
        paid_paise: invoices.paidPaise,
        refunded_paise: invoices.refundedPaise,
        status: statusExpression,
        invoice_date: invoices.invoiceDate,
        due_date: invoices.dueDate,
        cancel_reason: invoices.cancelReason,
        taskId: invoices.taskId,
        officeId: invoices.officeId,
        einvoiceStatus: invoices.einvoiceStatus,
        irn: invoices.irn,
        irnAckNo: invoices.irnAckNo,
        irnAckAt: invoices.irnAckAt,
      })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    summaryOf(db, filtered),
  ]);
  const receipts = rows.length
    ? await db
        .select({
          invoiceId: invoicePayments.invoiceId,
          id: invoicePayments.id,
          receiptNumber: invoicePayments.receiptNumber,
          amountPaise: invoicePayments.amountPaise,
          createdAt: invoicePayments.createdAt,
        })
        .from(invoicePayments)
        .where(
          and(
            inArray(
              invoicePayments.invoiceId,
              rows.map((r) => r.invoice_id),
            ),
            sql`${invoicePayments.receiptNumber} is not null`,
          ),
        )
        .orderBy(invoicePayments.id)
    : [];
  // The notes against the page's invoices, a cancelled one too, so that the client sees it cancelled.
  const notes = rows.length
    ? await db
        .select({
          invoiceId: creditNotes.invoiceId,
          number: creditNotes.creditNoteNumber,
          date: creditNotes.creditNoteDate,
          totalPaise: creditNotes.totalPaise,
          status: creditNotes.status,
        })
        .from(creditNotes)
        .where(
          and(
            eq(creditNotes.organizationId, scope.organizationId),
            inArray(
              creditNotes.invoiceId,
              rows.map((r) => r.invoice_id),
            ),
          ),
        )
        .orderBy(creditNotes.id)
    : [];
  const replacements = await replacementsOf(db, scope, rows);
  const payees = new Map<number, UpiPayee | null>();
  for (const officeId of new Set(rows.map((r) => r.officeId))) payees.set(officeId, await upiPayeeOf(db, scope.organizationId, officeId));
  const items = rows.map(({ officeId, einvoiceStatus, irn, irnAckNo, irnAckAt, taskId, ...row }): ClientInvoice => {
    const cancelled = row.status === 'cancelled';
    const balance = invoiceBalanceOf({
      totalPaise: cancelled ? 0 : row.total_paise,
      paidPaise: row.paid_paise,
      creditedPaise: row.credit_note_paise,
    });
    const outstanding = balance.duePaise;
    const payee = payees.get(officeId);
    return {
      ...row,
      // What is due now, unlike the PDF's code, which keeps the amount due at issue.
      upi_link: payee
        ? upiPaymentLink({
            upiId: payee.upiId,
            payeeName: payee.payeeName,
            amountPaise: outstanding,
            note: invoiceUpiNote(row.invoice_number),
          })
        : null,
      outstanding_paise: outstanding,
      replaced_by: cancelled ? (replacements.find((r) => r.taskId === taskId && r.id > row.invoice_id)?.number ?? null) : null,
      excess_paise: balance.excessPaise,
      einvoice:
        einvoiceStatus === 'registered' && irn && irnAckNo && irnAckAt ? { irn, ack_no: irnAckNo, ack_date: irnAckAt.toISOString() } : null,
      overdue: !cancelled && row.status !== 'paid' && row.due_date < filter.today,
      can_pay: filter.onlinePayment && outstanding > 0,
      invoice_url: `/api/client-portal/invoices/${row.invoice_id}/pdf`,
      receipts: receipts
        .filter((r) => r.invoiceId === row.invoice_id)
        .map((r) => ({
          receipt_number: r.receiptNumber!,
          amount_paise: r.amountPaise,
          paid_at: r.createdAt.toISOString(),
          receipt_url: `/api/client-portal/receipts/${r.id}/pdf`,
        })),
      credit_notes: notes
        .filter((n) => n.invoiceId === row.invoice_id)
        .map((n) => ({ credit_note_number: n.number, credit_note_date: n.date, total_paise: n.totalPaise, status: n.status })),
    };
  });
  const total = filter.tab ? summary[filter.tab] : summary.total_invoices;
  return { items, total, summary };
}

/** The client's live invoices of the Projects whose invoice on the page was cancelled: what replaced it. */
async function replacementsOf(db: Db, scope: ClientScope, rows: { status: ClientInvoiceStatus; taskId: number }[]) {
  const taskIds = [...new Set(rows.filter((r) => r.status === 'cancelled').map((r) => r.taskId))];
  if (taskIds.length === 0) return [];
  return db
    .select({ id: invoices.id, taskId: invoices.taskId, number: invoices.invoiceNumber })
    .from(invoices)
    .where(and(...scopeOf(scope), inArray(invoices.taskId, taskIds), live))
    .orderBy(invoices.id);
}

/** One of the client's own invoices, or undefined (another client's is as absent as a missing one). */
export async function findClientInvoice(db: Db, scope: ClientScope, invoiceId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(...scopeOf(scope), eq(invoices.id, invoiceId)));
  return row;
}
