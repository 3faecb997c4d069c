import type { ServiceContext } from '../../plugins/service-context';
import { mailEach } from '../mail';
import { listPeopleOfMeeting, type MeetingAccess } from '../meetings';
import { composeMinutesMail, renderAgendaPdf, renderMinutesPdf } from '../minutes';
import { emailRecipientsOf } from '../notifications';
import { loadMeetingDocument } from './document-service';
import { loadRoomMeeting } from './policy';

/** A PDF's file name: the meeting's subject with what a file name cannot hold replaced. */
const pdfFileName = (kind: string, subject: string) => {
  const printable = [...subject].filter((char) => char >= ' ').join('');
  return `${kind} - ${printable.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'meeting'}.pdf`;
};

/** meeting/getAgendaPdf/{id} and getMinutesPdf/{id}: whoever may see the agenda downloads them. */
export async function meetingPdf(ctx: ServiceContext, meetingId: string, kind: 'Agenda' | 'Minutes') {
  const meeting = await loadRoomMeeting(ctx.db, ctx.auth, meetingId);
  const document = await loadMeetingDocument(ctx, meeting);
  const body = kind === 'Agenda' ? await renderAgendaPdf(document) : await renderMinutesPdf(document);
  return { fileName: pdfFileName(kind, document.subject), body };
}

/**
 * The minutes mail of a meeting just finalised (HTML and plain text), for every member of its teams who
 * wants it: read inside the finalising transaction, so a failed read undoes the finalising and nothing is
 * read after the answer; sendMinutesMail sends it after the answer.
 */
export async function prepareMinutesMail(ctx: ServiceContext, meeting: MeetingAccess) {
  const [document, people] = await Promise.all([
    loadMeetingDocument(ctx, meeting),
    listPeopleOfMeeting(ctx.db, meeting, ctx.auth.locationId),
  ]);
  const link = new URL(`/meetingRoom/${meeting.meetingId}`, ctx.env.APP_URL).toString();
  return {
    mail: composeMinutesMail(document, link),
    recipients: await emailRecipientsOf(ctx, 'minutes-finalised', people),
  };
}
export type MinutesMail = Awaited<ReturnType<typeof prepareMinutesMail>>;

/** After the answer, through the mailer (SMTP or the outbox). */
export function sendMinutesMail(ctx: ServiceContext, { mail, recipients }: MinutesMail): void {
  ctx.background.run('minutes mails', () =>
    mailEach(ctx, 'minutes mail', recipients, (to, { unsubscribe }) => ({
      to,
      ...mail,
      text: `${mail.text}\n\n—\nStop e-mails of finalised minutes: ${unsubscribe.url}`,
      headers: unsubscribe.headers,
    })),
  );
}
