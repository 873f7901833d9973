import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { invoiceTitleOf } from '@firm/shared/domain/einvoice';
import { formatDate, formatPaise } from '@firm/shared/domain/format';
import type { Db, Tx } from '../../../db/database';
import { clientContacts } from '../../../db/schema';
import type { MailAttachment, MailMessage } from '../../../platform/mail';
import type { InvoiceRow } from './invoices.repo';
import { escapeHtml } from '../../../platform/html';

// The issued invoice goes to the client's active contacts that have an e-mail, with its PDF attached,
// queued in the issuing transaction (a refused or rolled-back issue sends nothing).

export type InvoiceRecipient = { name: string; email: string };

/** Active contacts of the invoice's client with an address (stored lower-cased). */
export async function invoiceRecipients(
  db: Db | Tx,
  invoice: Pick<InvoiceRow, 'organizationId' | 'clientId'>,
): Promise<InvoiceRecipient[]> {
  const rows = await db
    .select({ name: clientContacts.name, email: clientContacts.email })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.organizationId, invoice.organizationId),
        eq(clientContacts.clientId, invoice.clientId),
        eq(clientContacts.isActive, true),
        isNotNull(clientContacts.email),
      ),
    )
    .orderBy(asc(clientContacts.id));
  return rows.filter((r): r is InvoiceRecipient => Boolean(r.email));
}

export function invoiceMail(invoice: InvoiceRow, to: InvoiceRecipient, pdf: MailAttachment): MailMessage {
  const firm = invoice.supplierName;
  // A nil-rated or exempt supply's document is a bill of supply: the mail names it as its PDF does.
  const title = invoiceTitleOf(invoice.taxTreatment);
  const subject = `${title} ${invoice.invoiceNumber} from ${firm}`;
  const lines = [
    `Please find attached ${title} ${invoice.invoiceNumber} dated ${formatDate(invoice.invoiceDate)} for ${invoice.taskName}.`,
    `Amount: ${formatPaise(invoice.totalPaise)}`,
    `Due date: ${formatDate(invoice.dueDate)}`,
  ];
  const closing = 'Please reply to this message if you have any question about this invoice.';
  return {
    to: to.email,
    subject,
    text: [`Dear ${to.name},`, '', ...lines, '', closing, '', 'Regards,', firm].join('\n'),
    html: [
      `<p>Dear ${escapeHtml(to.name)},</p>`,
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${lines.slice(1).map(escapeHtml).join('<br>')}</p>`,
      `<p>${escapeHtml(closing)}</p>`,
      `<p>Regards,<br>${escapeHtml(firm)}</p>`,
    ].join('\n'),
    attachments: [pdf],
  };
}
