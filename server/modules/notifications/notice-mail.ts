import { NOTICE_KIND_LABELS, type NoticeKind } from '@shared/schemas/notifications';
import { escapeHtml } from '../../lib/html-escape';
import type { MailMessage } from '../mail';

export interface NoticeToMail {
  id: string;
  kind: NoticeKind;
  title: string;
  body: string;
  link: string;
}

/**
 * A notice as an e-mail: its text, a link to open it in the app, and the kind's one-click unsubscribe
 * (RFC 8058: List-Unsubscribe with an https link, List-Unsubscribe-Post). The Message-ID is the notice's
 * own, so a copy sent again after a crash can be recognised and dropped by mail servers and programs.
 */
export function noticeMail(
  notice: NoticeToMail,
  recipient: { address: string; firstName: string },
  appUrl: string,
  unsubscribe: { url: string; headers: Record<string, string> },
): MailMessage {
  const unsubscribeUrl = unsubscribe.url;
  const openUrl = new URL(notice.link, appUrl).toString();
  const why = `You get this e-mail because “${NOTICE_KIND_LABELS[notice.kind]}” is on in My Account → Notifications.`;
  const text = [
    `Hello ${recipient.firstName},`,
    '',
    notice.body,
    '',
    `Open it in PLC Hub: ${openUrl}`,
    '',
    '—',
    why,
    `Stop these e-mails: ${unsubscribeUrl}`,
  ].join('\n');
  const paragraphs = notice.body
    .split('\n\n')
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const html = [
    `<p>Hello ${escapeHtml(recipient.firstName)},</p>`,
    paragraphs,
    `<p><a href="${escapeHtml(openUrl)}">Open it in PLC Hub</a></p>`,
    `<hr><p style="color:#555;font-size:13px">${escapeHtml(why)} `,
    `<a href="${escapeHtml(unsubscribeUrl)}">Stop these e-mails</a></p>`,
  ].join('');
  return {
    to: recipient.address,
    subject: notice.title,
    text,
    html,
    messageId: `<notice.${notice.id}@${new URL(appUrl).hostname}>`,
    headers: unsubscribe.headers,
  };
}
