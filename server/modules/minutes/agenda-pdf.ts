import type { MeetingDocument } from './meeting-document';
import { itemFactsText, NO_DESCRIPTION, NO_ITEMS, normsHeading } from './meeting-text';
import { MUTED_COLOR } from './pdf-flow';
import {
  finishMeetingPdf,
  startMeetingPdf,
  writeItem,
  writeRoles,
  writeSectionHeading,
  writeTitleBlock,
} from './pdf-layout';
import { parseRichText } from './rich-text-parse';

/**
 * GET meeting/getAgendaPdf: the agenda as a PDF (application/pdf): the meeting, its roles, the team's
 * norms, and the items in order with their type, time and description.
 */
export async function renderAgendaPdf(doc: MeetingDocument): Promise<Buffer> {
  const flow = await startMeetingPdf(doc, 'Agenda');
  const plannedMinutes = doc.items.reduce((sum, item) => sum + Math.max(0, item.minutes), 0);
  writeTitleBlock(flow, doc, 'Agenda', plannedMinutes > 0 ? [['Planned time', `${plannedMinutes} min`]] : []);
  writeRoles(flow, doc);
  if (doc.norms.length > 0) {
    writeSectionHeading(flow, normsHeading(doc.normsTitle));
    doc.norms.forEach((norm, index) =>
      flow.listItem(`${index + 1}.`, 0, 0, (indent) => flow.text(norm, { indent, gapAfter: 2 })),
    );
  }
  writeSectionHeading(flow, 'Items');
  if (doc.items.length === 0) flow.text(NO_ITEMS, { color: MUTED_COLOR });
  doc.items.forEach((item, index) => {
    writeItem(
      flow,
      { title: `${index + 1}. ${item.title}`, facts: itemFactsText(item.typeName, item.minutes) },
      parseRichText(item.descriptionHtml),
      NO_DESCRIPTION,
    );
    flow.space(8);
  });
  return finishMeetingPdf(flow, doc, 'Agenda');
}
