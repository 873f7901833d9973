import { formatDate } from '@firm/shared/domain/format';
import type { MailMessage } from '../../platform/mail';
import { escapeHtml } from '../../platform/html';

// Mails to a client's active contacts about a document request: the firm asked for changes,
// or a reminder of a document still owed. Subjects name no document: mail servers log subjects.

type Contact = { name: string; email: string };
type About = { title: string; taskName: string; dueDate: string; portalUrl: string };

function mail(to: Contact, subject: string, lines: string[], portalUrl: string): MailMessage {
  const next = `Open My Projects in the portal to upload it: ${portalUrl}`;
  return {
    to: to.email,
    subject,
    text: [`Dear ${to.name},`, '', ...lines, '', next].join('\n'),
    html: `<p>Dear ${escapeHtml(to.name)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>Open <a href="${escapeHtml(portalUrl)}">My Projects</a> in the portal to upload it.</p>`,
  };
}

export function changesMail(to: Contact, about: About, reason: string): MailMessage {
  return mail(
    to,
    'Changes requested on a document you uploaded',
    [`We need changes to "${about.title}" for the Project "${about.taskName}":`, reason],
    about.portalUrl,
  );
}

export function reminderMail(to: Contact, about: About, slotText: string): MailMessage {
  return mail(
    to,
    'Reminder: a document is awaited',
    [
      `We are still waiting for "${about.title}" for the Project "${about.taskName}", due ${formatDate(about.dueDate)} (${slotText.toLowerCase()}).`,
    ],
    about.portalUrl,
  );
}
