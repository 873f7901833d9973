import { formatDate, formatPaise } from '@firm/shared/domain/format';
import { reminderStepLabel } from '@firm/shared/domain/reminder';
import type { MailMessage } from '../../../platform/mail';
import { escapeHtml } from '../../../platform/html';
import type { InvoiceRecipient } from '../invoices';

// The overdue reminder: one mail per contact for one invoice and step, with what is still due and the
// client portal's My Invoices, where the invoice can be downloaded and paid.

export type ReminderInvoice = {
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  duePaise: number;
  taskName: string;
  supplierName: string;
};

export function reminderMail(invoice: ReminderInvoice, step: number, to: InvoiceRecipient, portalInvoicesUrl: string): MailMessage {
  const firm = invoice.supplierName;
  const subject = `Payment reminder: Invoice ${invoice.invoiceNumber} is overdue`;
  const intro = `This is a reminder that Tax Invoice ${invoice.invoiceNumber} dated ${formatDate(invoice.invoiceDate)} for ${invoice.taskName} is overdue (${reminderStepLabel(step)} date).`;
  const facts = [
    `Invoice number: ${invoice.invoiceNumber}`,
    `Amount due: ${formatPaise(invoice.duePaise)}`,
    `Due date: ${formatDate(invoice.dueDate)}`,
  ];
  const portal = 'You can view and pay your invoices on the client portal:';
  const closing = 'If you have already paid, please ignore this reminder. Reply to this message if you have any question.';
  return {
    to: to.email,
    subject,
    text: [`Dear ${to.name},`, '', intro, '', ...facts, '', portal, portalInvoicesUrl, '', closing, '', 'Regards,', firm].join('\n'),
    html: [
      `<p>Dear ${escapeHtml(to.name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
      `<p>${escapeHtml(portal)} <a href="${escapeHtml(portalInvoicesUrl)}">${escapeHtml(portalInvoicesUrl)}</a></p>`,
      `<p>${escapeHtml(closing)}</p>`,
      `<p>Regards,<br>${escapeHtml(firm)}</p>`,
    ].join('\n'),
  };
}
