import type { MailMessage } from '../../platform/mail';
import { escapeHtml } from '../../platform/html';

// The two messages of a Project's work: to the assignee when a Project is given to them, to the advisor when a
// clarification is asked of them. Sent after the change commits (a refused change sends nothing), and
// never to the person who made the change.

export type TaskNotice = { kind: 'assigned' | 'clarification'; to: string; name: string; taskId: number; taskName: string; by: string };

export function taskNoticeMail(notice: TaskNotice): MailMessage {
  // Subjects carry the Project's number only: mail servers log subjects, and a name may be a client's.
  const subject =
    notice.kind === 'assigned' ? `Project #${notice.taskId} assigned to you` : `Clarification requested on Project #${notice.taskId}`;
  const line =
    notice.kind === 'assigned'
      ? `${notice.by} assigned the Project "${notice.taskName}" to you.`
      : `${notice.by} asked you for a clarification on the Project "${notice.taskName}".`;
  const next = 'Open Projects in the portal to see its details.';
  return {
    to: notice.to,
    subject,
    text: [`Dear ${notice.name},`, '', line, '', next].join('\n'),
    html: `<p>Dear ${escapeHtml(notice.name)},</p><p>${escapeHtml(line)}</p><p>${next}</p>`,
  };
}
