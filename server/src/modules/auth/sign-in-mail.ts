import { FIRM } from '@firm/shared/domain/firm';
import type { MailMessage } from '../../platform/mail';
import { escapeHtml } from '../../platform/html';

/** The sign-in code message: plain text and self-contained HTML (no images, no external resources). */
export function signInCodeMail(input: { to: string; name: string; code: string }): MailMessage {
  const { to, code } = input;
  const name = input.name.trim() || 'there';
  // The code stays out of the subject, which mail servers log and lock screens show.
  const subject = `Your ${FIRM.name} sign-in code`;
  const text = [
    `Hello ${name},`,
    '',
    `Your code to sign in to the ${FIRM.name} portal is:`,
    '',
    `    ${code}`,
    '',
    'It is valid for 10 minutes and can be used once.',
    '',
    'If you did not ask for this code, ignore this e-mail: nobody can sign in without it.',
    '',
    `${FIRM.legalName}`,
    `${FIRM.phone} · ${FIRM.email}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0;">
    <tr><td align="center">
      <table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;padding:32px;">
        <tr><td style="font-size:18px;font-weight:bold;color:#0b3d6b;padding-bottom:16px;">${escapeHtml(FIRM.name)}</td></tr>
        <tr><td style="font-size:15px;line-height:22px;">Hello ${escapeHtml(name)},</td></tr>
        <tr><td style="font-size:15px;line-height:22px;padding-top:8px;">Your code to sign in to the ${escapeHtml(FIRM.name)} portal is:</td></tr>
        <tr><td align="center" style="padding:24px 0;">
          <div style="display:inline-block;font-size:36px;letter-spacing:8px;font-weight:bold;font-family:'Courier New',monospace;background:#eef3f8;border-radius:6px;padding:12px 24px;">${escapeHtml(code)}</div>
        </td></tr>
        <tr><td style="font-size:15px;line-height:22px;">It is valid for 10 minutes and can be used once.</td></tr>
        <tr><td style="font-size:13px;line-height:20px;color:#52606d;padding-top:16px;">If you did not ask for this code, ignore this e-mail: nobody can sign in without it.</td></tr>
        <tr><td style="font-size:12px;line-height:18px;color:#7b8794;padding-top:24px;border-top:1px solid #e4e7eb;">${escapeHtml(FIRM.legalName)}<br>${escapeHtml(FIRM.phone)} · ${escapeHtml(FIRM.email)}</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject, text, html };
}
