import { FIRM } from '@firm/shared/domain/firm';
import { ROLE_LABELS, type StaffRole } from '@firm/shared/domain/auth';
import { portalUrl, type AppConfig } from '../../platform/config';
import { escapeHtml } from '../../platform/html';

export type WelcomeMail = { to: string; subject: string; text: string; html: string };

/** There is no password: the new user signs in on the Staff Login tab with a code sent by e-mail. */
export function welcomeMail(config: AppConfig, user: { email: string; firstName: string; role: StaffRole }, firmName: string): WelcomeMail {
  const signInUrl = `${portalUrl(config)}/auth/signin`;
  const role = ROLE_LABELS[user.role];
  const firm = firmName || FIRM.name;
  const subject = `Your ${firm} portal account`;
  const lines = [
    `Dear ${user.firstName},`,
    '',
    `An account with the role ${role} has been created for you on the ${firm} portal.`,
    '',
    'To sign in:',
    `1. Open ${signInUrl}`,
    '2. Choose the Staff Login tab.',
    `3. Enter this e-mail address (${user.email}) and select Send OTP.`,
    '4. Enter the 6-digit code we send to this address. There is no password to remember.',
    '',
    'If you did not expect this e-mail, please tell your administrator.',
    '',
    firm,
  ];
  const html = [
    `<p>Dear ${escapeHtml(user.firstName)},</p>`,
    `<p>An account with the role <strong>${escapeHtml(role)}</strong> has been created for you on the ${escapeHtml(firm)} portal.</p>`,
    '<p>To sign in:</p>',
    '<ol>',
    `<li>Open <a href="${escapeHtml(signInUrl)}">${escapeHtml(signInUrl)}</a></li>`,
    '<li>Choose the <strong>Staff Login</strong> tab.</li>',
    `<li>Enter this e-mail address (${escapeHtml(user.email)}) and select Send OTP.</li>`,
    '<li>Enter the 6-digit code we send to this address. There is no password to remember.</li>',
    '</ol>',
    '<p>If you did not expect this e-mail, please tell your administrator.</p>',
    `<p>${escapeHtml(firm)}</p>`,
  ].join('\n');
  return { to: user.email, subject, text: lines.join('\n'), html };
}
