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
 * After finalising: the minutes (HTML and plain text) to every member of the meeting's teams, after the
 * answer, through the mailer (SMTP or the outbox).
 */
export function mailMinutes(ctx: ServiceContext, meeting: MeetingAccess): void {
  ctx.background.run('minutes mails', async () => {
    const [document, people] = await Promise.all([
      loadMeetingDocument(ctx, meeting),
      listPeopleOfMeeting(ctx.db, meeting, ctx.auth.locationId),
    ]);
    const link = new URL(`/meetingRoom/${meeting.meetingId}`, ctx.env.APP_URL).toString();
    const mail = composeMinutesMail(document, link);
    const wanting = await emailRecipientsOf(ctx, 'minutes-finalised', people);
    await mailEach(ctx, 'minutes mail', wanting, (to, { unsubscribe }) => ({
      to,
      ...mail,
      text: `${mail.text}\n\n—\nStop e-mails of finalised minutes: ${unsubscribe.url}`,
      headers: unsubscribe.headers,
    }));
  });
}
