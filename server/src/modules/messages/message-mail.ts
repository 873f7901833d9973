import { mailSafeSubject } from '@firm/shared/domain/message';
import type { MailMessage } from '../../platform/mail';

// A message to a client as a mail. The body is plain text: the text part is the body exactly as typed,
// the HTML part the same text escaped (so '<script>' or '<a href>' typed by the sender shows as text)
// with its line breaks kept. The subject loses any control character, so it cannot add a header.

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function clientMessageMail(to: string, subject: string, body: string): MailMessage {
  const html = escapeHtml(body).replace(/\r\n|\r|\n/g, '<br>\n');
  return {
    to,
    subject: mailSafeSubject(subject),
    text: body,
    html: `<!doctype html>\n<html><head><meta charset="utf-8"></head><body><div style="font-family:sans-serif;white-space:normal">${html}</div></body></html>`,
  };
}
