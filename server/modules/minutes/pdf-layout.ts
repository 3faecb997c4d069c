import type { MeetingDocument } from './meeting-document';
import { locationText, meetingDayText, meetingWhenText, roleLines, teamsLine } from './meeting-text';
import { MUTED_COLOR, PdfFlow, type TextRun } from './pdf-flow';
import { writeRichText } from './rich-text-pdf';
import { inlineText, type RichBlock } from './rich-text-tree';

/**
 * What the agenda and the minutes share: the school and team on top of every page, "Page N of M" at the
 * foot, the title block, section headings, roles, and how an item opens.
 */

export type MeetingPdfKind = 'Agenda' | 'Minutes';

const ITEM_TITLE_SIZE = 11.5;
const SECTION_SIZE = 13;
/** A short opening paragraph is kept on the page of its item's title (no title alone at a page's foot). */
const KEEP_WITH_TITLE_CHARS = 600;

export const startMeetingPdf = (doc: MeetingDocument, kind: MeetingPdfKind) =>
  PdfFlow.open({ title: `${kind}: ${doc.subject}`, author: doc.schoolName });

/** Stamps every page: "School · Team" and the document's kind on top, subject, day and page number below. */
export function finishMeetingPdf(flow: PdfFlow, doc: MeetingDocument, kind: MeetingPdfKind): Promise<Buffer> {
  const owner = [doc.schoolName, doc.teamNames.join(', ')].filter(Boolean).join(' · ');
  const day = meetingDayText(doc.startDateTime, doc.timeZone);
  return flow.finish({
    header: [owner, kind],
    footer: (page, count) => [`${doc.subject} · ${day}`, `Page ${page} of ${count}`],
  });
}

/** The title block: the document's kind, the meeting's subject, and where and when it happens. */
export function writeTitleBlock(
  flow: PdfFlow,
  doc: MeetingDocument,
  kind: MeetingPdfKind,
  moreFacts: Array<[string, string]> = [],
) {
  flow.text(kind.toUpperCase(), { size: 9, bold: true, color: MUTED_COLOR, gapAfter: 2 });
  flow.text(doc.subject, { size: 18, bold: true, gapAfter: 10 });
  flow.facts([
    ['School', doc.schoolName],
    teamsLine(doc.teamNames),
    ['When', meetingWhenText(doc.startDateTime, doc.endDateTime, doc.timeZone)],
    ['Location', locationText(doc.location)],
    ...moreFacts,
  ]);
}

/** A section's heading, never alone at the foot of a page. */
export function writeSectionHeading(flow: PdfFlow, text: string) {
  flow.space(12);
  flow.ensureSpace(flow.heightOf(text, { size: SECTION_SIZE }) + 3 * flow.heightOf('X'));
  flow.text(text, { size: SECTION_SIZE, bold: true, gapAfter: 6 });
}

export function writeRoles(flow: PdfFlow, doc: MeetingDocument) {
  writeSectionHeading(flow, 'Roles');
  flow.facts(roleLines(doc.roles));
}

export interface ItemHeading {
  title: string;
  /** The item's type and time-box, under the title. */
  facts: string;
  /** Text at the right of the title (the minutes' Finished mark). */
  aside?: TextRun;
}

/**
 * An item's title and facts, then its rich text (or `emptyText`). The title goes to a new page when it
 * and the start of the text would not fit on this one.
 */
export function writeItem(flow: PdfFlow, heading: ItemHeading, blocks: RichBlock[], emptyText: string) {
  const [first] = blocks;
  const opening =
    first?.kind === 'paragraph' && inlineText(first.inlines).length <= KEEP_WITH_TITLE_CHARS
      ? inlineText(first.inlines)
      : 'X\nX';
  flow.ensureSpace(
    flow.heightOf(heading.title, { size: ITEM_TITLE_SIZE, bold: true }) +
      flow.heightOf(heading.facts) +
      flow.estimateHeight(opening) +
      8,
  );
  const titleStyle = { size: ITEM_TITLE_SIZE, bold: true, gapAfter: 1 };
  if (heading.aside) flow.paragraphWithAside([{ text: heading.title }], heading.aside, titleStyle);
  else flow.paragraph([{ text: heading.title }], titleStyle);
  flow.text(heading.facts, { color: MUTED_COLOR, gapAfter: 3 });
  if (blocks.length > 0) writeRichText(flow, blocks);
  else flow.text(emptyText, { color: MUTED_COLOR, gapAfter: 5 });
}
