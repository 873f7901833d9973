import { FIRM } from '@firm/shared/domain/firm';
import type { MailMessage } from '../../platform/mail';
import type { EnquiryRow } from './enquiries.repo';
import { escapeHtml } from '../../platform/html';

/** The firm's copy of a contact-form message; the Enquiries screen holds the same. */
export function enquiryMail(enquiry: EnquiryRow, to: string = FIRM.email): MailMessage {
  const details: [string, string | null][] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone],
    ['Company', enquiry.company],
    ['Service', enquiry.service],
  ];
  const given = details.filter((entry): entry is [string, string] => Boolean(entry[1]));
  // The subject carries no personal data beyond the sender's name: mail servers log subjects.
  const subject = `New enquiry #${enquiry.id} from the website`;
  const text = [
    `A message was sent through the contact form of the ${FIRM.name} website.`,
    '',
    ...given.map(([label, value]) => `${label}: ${value}`),
    '',
    enquiry.message,
    '',
    'Reply to the sender at the e-mail address above, then mark the enquiry Replied on the Enquiries screen of the portal.',
  ].join('\n');
  const html = [
    `<p>A message was sent through the contact form of the ${escapeHtml(FIRM.name)} website.</p>`,
    `<table>${given.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    '<p>Reply to the sender at the e-mail address above, then mark the enquiry Replied on the Enquiries screen of the portal.</p>',
  ].join('\n');
  return { to, subject, text, html };
}
