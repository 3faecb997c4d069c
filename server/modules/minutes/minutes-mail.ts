import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';
import type { MailMessage } from '../mail';
import { escapeHtml } from '../../lib/html-escape';
import type { MeetingDocument, MeetingDocumentItem, MeetingDocumentTask } from './meeting-document';
import {
  attendanceText,
  dueDateText,
  finalisedLine,
  finishedText,
  instantText,
  itemFactsText,
  locationText,
  meetingDayText,
  meetingWhenText,
  NO_ITEMS,
  NO_NEXT_MEETING,
  NO_OUTCOME,
  NOT_ASSIGNED,
  roleLines,
  teamsLine,
} from './meeting-text';
import { blocksToPlain } from './rich-text-plain';
import { parseRichText } from './rich-text-parse';

/** The minutes mail without its addressee (the same message goes to every member), always with HTML. */
export type MinutesMail = Required<Pick<MailMessage, 'subject' | 'text' | 'html'>>;

/** One line of text: a name or subject never breaks a header or the text part's layout. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const taskText = (task: MeetingDocumentTask) =>
  `${oneLine(task.title)}: ${task.assigneeName ?? NOT_ASSIGNED}, due ${dueDateText(task.dueDate)} (${task.statusName})`;

function itemText(item: MeetingDocumentItem, index: number): string[] {
  const facts = [itemFactsText(item.typeName, item.minutes), finishedText(item.isFinished)].filter(Boolean);
  const outcome = blocksToPlain(parseRichText(item.outcomeHtml));
  return [
    `${index + 1}. ${oneLine(item.title)}`,
    facts.join(' · '),
    '',
    outcome || NO_OUTCOME,
    ...(item.tasks.length > 0 ? ['', 'Tasks:', ...item.tasks.map((task) => `- ${taskText(task)}`)] : []),
  ];
}

function textPart(doc: MeetingDocument, when: string, meetingUrl: string): string {
  const [teamLabel, teams] = teamsLine(doc.teamNames);
  const { members, guests } = doc.attendance;
  const next = doc.nextMeeting;
  return [
    `The minutes of "${oneLine(doc.subject)}" have been finalised.`,
    '',
    `School: ${doc.schoolName}`,
    `${teamLabel}: ${teams}`,
    `When: ${when}`,
    `Location: ${locationText(doc.location)}`,
    finalisedLine(doc).join(': '),
    ...roleLines(doc.roles).map(([label, name]) => `${label}: ${name}`),
    '',
    'ATTENDANCE',
    ...(members.length > 0
      ? members.map((member) => `- ${member.name}: ${attendanceText(member.status)}`)
      : ['No members recorded.']),
    `Guests: ${guests.length > 0 ? guests.join(', ') : 'None'}`,
    '',
    'ITEMS',
    ...(doc.items.length > 0
      ? doc.items.flatMap((item, index) => ['', ...itemText(item, index)])
      : [NO_ITEMS]),
    '',
    'NEXT MEETING',
    next === null
      ? NO_NEXT_MEETING
      : `${oneLine(next.subject)}: ${instantText(next.startDateTime, doc.timeZone)}`,
    '',
    `Open the meeting: ${meetingUrl}`,
  ].join('\n');
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * An item in the HTML part. The outcome is the stored rich text sanitised once more (a second line of
 * defence: stored HTML is sanitised on the way in already), so no script, style, event handler or
 * javascript: link reaches a mail program whatever the database holds.
 */
function itemHtml(item: MeetingDocumentItem, index: number): string {
  const facts = [itemFactsText(item.typeName, item.minutes), finishedText(item.isFinished)].filter(Boolean);
  const outcome = sanitizeRichText(item.outcomeHtml);
  const tasks = item.tasks.map((task) => `<li>${escapeHtml(taskText(task))}</li>`).join('');
  return [
    `<h3>${escapeHtml(`${index + 1}. ${item.title}`)}</h3>`,
    `<p><em>${escapeHtml(facts.join(' · '))}</em></p>`,
    hasVisibleText(outcome) ? `<div>${outcome}</div>` : paragraph(NO_OUTCOME),
    tasks ? `<p><strong>Tasks</strong></p><ul>${tasks}</ul>` : '',
  ].join('\n');
}

function htmlPart(doc: MeetingDocument, when: string, meetingUrl: string): string {
  const [teamLabel, teams] = teamsLine(doc.teamNames);
  const { members, guests } = doc.attendance;
  const next = doc.nextMeeting;
  const facts: Array<[string, string]> = [
    ['School', doc.schoolName],
    [teamLabel, teams],
    ['When', when],
    ['Location', locationText(doc.location)],
    finalisedLine(doc),
    ...roleLines(doc.roles),
  ];
  const memberRows = members
    .map((member) => `<li>${escapeHtml(`${member.name}: ${attendanceText(member.status)}`)}</li>`)
    .join('');
  return [
    `<p>The minutes of <strong>${escapeHtml(doc.subject)}</strong> have been finalised.</p>`,
    `<p>${facts.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join('<br>')}</p>`,
    '<h2>Attendance</h2>',
    memberRows ? `<ul>${memberRows}</ul>` : paragraph('No members recorded.'),
    paragraph(`Guests: ${guests.length > 0 ? guests.join(', ') : 'None'}`),
    '<h2>Items</h2>',
    doc.items.length > 0 ? doc.items.map(itemHtml).join('\n') : paragraph(NO_ITEMS),
    '<h2>Next meeting</h2>',
    next === null
      ? paragraph(NO_NEXT_MEETING)
      : `<p><strong>${escapeHtml(next.subject)}</strong>: ${escapeHtml(instantText(next.startDateTime, doc.timeZone))}</p>`,
    `<p><a href="${escapeHtml(meetingUrl)}">Open the meeting</a></p>`,
  ].join('\n');
}

/**
 * The mail every member gets when the minutes are finalised, in HTML and plain text: attendance, each item
 * with its outcome, finished mark and tasks, and the series' next meeting. `meetingUrl` is the app's own
 * link to the meeting. Every value is escaped; rich text comes only through the sanitiser (HTML part) or
 * the rich-text tree (text part).
 */
export function composeMinutesMail(doc: MeetingDocument, meetingUrl: string): MinutesMail {
  const when = meetingWhenText(doc.startDateTime, doc.endDateTime, doc.timeZone);
  return {
    subject: `Minutes: ${oneLine(doc.subject)} (${meetingDayText(doc.startDateTime, doc.timeZone)})`,
    text: textPart(doc, when, meetingUrl),
    html: htmlPart(doc, when, meetingUrl),
  };
}
