import type { MeetingDocument, MeetingDocumentItem } from './meeting-document';
import {
  attendanceText,
  dueDateText,
  finalisedLine,
  finishedText,
  instantText,
  itemFactsText,
  NO_ITEMS,
  NO_NEXT_MEETING,
  NO_OUTCOME,
  NOT_ASSIGNED,
} from './meeting-text';
import { MUTED_COLOR, type PdfFlow } from './pdf-flow';
import {
  finishMeetingPdf,
  startMeetingPdf,
  writeItem,
  writeRoles,
  writeSectionHeading,
  writeTitleBlock,
} from './pdf-layout';
import { parseRichText } from './rich-text-parse';

const FINISHED_COLOR = '#1e7b34';

function writeAttendance(flow: PdfFlow, doc: MeetingDocument) {
  const { members, guests } = doc.attendance;
  writeSectionHeading(flow, 'Attendance');
  if (members.length > 0) {
    flow.table(
      [
        { title: 'Member', width: 220 },
        { title: 'Attendance', width: '*' },
      ],
      members.map((member) => [member.name, attendanceText(member.status)]),
    );
  } else flow.text('No members recorded.', { color: MUTED_COLOR, gapAfter: 4 });
  flow.paragraph([
    { text: 'Guests: ', bold: true, color: MUTED_COLOR },
    { text: guests.length > 0 ? guests.join(', ') : 'None' },
  ]);
}

function writeMinutesItem(flow: PdfFlow, item: MeetingDocumentItem, index: number) {
  writeItem(
    flow,
    {
      title: `${index + 1}. ${item.title}`,
      facts: itemFactsText(item.typeName, item.minutes),
      aside: {
        text: finishedText(item.isFinished),
        bold: true,
        color: item.isFinished ? FINISHED_COLOR : MUTED_COLOR,
      },
    },
    parseRichText(item.outcomeHtml),
    NO_OUTCOME,
  );
  if (item.tasks.length > 0) {
    flow.ensureSpace(4 * flow.heightOf('X'));
    flow.text('Tasks', { bold: true, color: MUTED_COLOR, gapAfter: 1 });
    flow.table(
      [
        { title: 'Task', width: '*' },
        { title: 'Assigned to', width: 120 },
        { title: 'Due', width: 72 },
        { title: 'Status', width: 72 },
      ],
      item.tasks.map((task) => [
        task.title,
        task.assigneeName ?? NOT_ASSIGNED,
        dueDateText(task.dueDate),
        task.statusName,
      ]),
    );
  }
  flow.space(8);
}

function writeNextMeeting(flow: PdfFlow, doc: MeetingDocument) {
  const next = doc.nextMeeting;
  writeSectionHeading(flow, 'Next meeting');
  if (next === null) flow.text(NO_NEXT_MEETING, { color: MUTED_COLOR });
  else {
    flow.paragraph([
      { text: next.subject, bold: true },
      { text: ` · ${instantText(next.startDateTime, doc.timeZone)}` },
    ]);
  }
}

/**
 * GET meeting/getMinutesPdf: the minutes as a PDF (application/pdf): the meeting, roles, attendance, each
 * item's outcome, Finished mark and tasks, and the series' next meeting.
 */
export async function renderMinutesPdf(doc: MeetingDocument): Promise<Buffer> {
  const flow = await startMeetingPdf(doc, 'Minutes');
  writeTitleBlock(flow, doc, 'Minutes', [finalisedLine(doc)]);
  writeRoles(flow, doc);
  writeAttendance(flow, doc);
  writeSectionHeading(flow, 'Items');
  if (doc.items.length === 0) flow.text(NO_ITEMS, { color: MUTED_COLOR });
  doc.items.forEach((item, index) => writeMinutesItem(flow, item, index));
  writeNextMeeting(flow, doc);
  return finishMeetingPdf(flow, doc, 'Minutes');
}
