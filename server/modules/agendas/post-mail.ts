import type { MailMessage } from '../mail';

export interface PostedAgenda {
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
  location: string;
  itemTitles: string[];
  link: string;
}

export const NO_ITEMS = 'This agenda has no items yet.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Tuesday, 11/24/2026, 3:00 PM – 4:00 PM UTC": the school has no time zone on record, so UTC, said so. */
function whenText(start: Date, end: Date): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  return `${day}, ${time.format(start)} – ${time.format(end)} UTC`;
}

/** The mail each member gets when an agenda is posted: the meeting, its items and a link to the agenda. */
export function agendaPostedMail(to: string, agenda: PostedAgenda): MailMessage {
  const when = whenText(agenda.startDateTime, agenda.endDateTime);
  const room = agenda.location || 'not set';
  const hasItems = agenda.itemTitles.length > 0;
  return {
    to,
    subject: `Agenda posted: ${agenda.subject}`,
    text: [
      `The agenda for "${agenda.subject}" has been posted.`,
      '',
      `When: ${when}`,
      `Room: ${room}`,
      '',
      ...(hasItems
        ? ['Items:', ...agenda.itemTitles.map((title, index) => `${index + 1}. ${title}`)]
        : [NO_ITEMS]),
      '',
      `Open the agenda: ${agenda.link}`,
    ].join('\n'),
    html: [
      `<p>The agenda for <strong>${escapeHtml(agenda.subject)}</strong> has been posted.</p>`,
      `<p>When: ${escapeHtml(when)}<br>Room: ${escapeHtml(room)}</p>`,
      hasItems
        ? `<ol>${agenda.itemTitles.map((title) => `<li>${escapeHtml(title)}</li>`).join('')}</ol>`
        : `<p>${NO_ITEMS}</p>`,
      `<p><a href="${escapeHtml(agenda.link)}">Open the agenda</a></p>`,
    ].join('\n'),
  };
}
