import { MUTED_COLOR, type PdfFlow, type TextRun } from './pdf-flow';
import { inlineSegments } from './rich-text-segments';
import type { RichBlock, RichInline } from './rich-text-tree';

/** Links look like links; the address follows in grey so a printed copy still says where they go. */
const LINK_COLOR = '#1a56a8';
const CODE_COLOR = '#7a2e0e';
const QUOTE_INDENT = 12;
const HEADING_SIZES = { 2: 13, 3: 12, 4: 11 } as const;

/**
 * Inline runs as the PDF's text runs. Every string is drawn as text, never read as markup; a link is
 * clickable (its address already checked to be http, https or mailto) with the address after it.
 */
export function inlinesToRuns(inlines: RichInline[]): TextRun[] {
  return inlineSegments(inlines).flatMap((segment): TextRun[] => {
    if (segment.kind === 'break') return [{ text: '\n' }];
    if (segment.kind === 'text') {
      const { text, marks } = segment.run;
      return [
        {
          text,
          bold: marks.bold,
          italic: marks.italic,
          underline: marks.underline,
          strike: marks.strike,
          ...(marks.code ? { color: CODE_COLOR } : {}),
        },
      ];
    }
    const { href } = segment;
    const runs = segment.runs.map((run): TextRun => ({
      text: run.text,
      bold: run.marks.bold,
      italic: run.marks.italic,
      strike: run.marks.strike,
      underline: true,
      link: href,
      color: LINK_COLOR,
    }));
    return segment.showAddress ? [...runs, { text: ` (${href})`, color: MUTED_COLOR }] : runs;
  });
}

interface Place {
  /** Points from the left margin. */
  indent: number;
  /** How many lists enclose the blocks (their bullets differ by level). */
  depth: number;
  color?: string;
}

function writeBlock(flow: PdfFlow, block: RichBlock, place: Place) {
  const gapAfter = place.depth > 0 ? 2 : 5;
  const style = { indent: place.indent, color: place.color, gapAfter };
  switch (block.kind) {
    case 'paragraph':
      flow.paragraph(inlinesToRuns(block.inlines), style);
      return;
    case 'heading':
      flow.space(3);
      flow.paragraph(inlinesToRuns(block.inlines), {
        ...style,
        bold: true,
        size: HEADING_SIZES[block.level],
      });
      return;
    case 'preformatted':
      flow.paragraph([{ text: block.text, color: CODE_COLOR }], { ...style, size: 9 });
      return;
    case 'quote':
      writeRichText(flow, block.blocks, {
        ...place,
        indent: place.indent + QUOTE_INDENT,
        color: MUTED_COLOR,
      });
      return;
    case 'list':
      block.items.forEach((item, index) => {
        const marker = block.ordered ? `${index + 1}.` : null;
        flow.listItem(marker, place.indent, place.depth, (contentIndent) =>
          writeRichText(flow, item, { ...place, indent: contentIndent, depth: place.depth + 1 }),
        );
      });
      if (place.depth === 0) flow.space(3);
  }
}

/**
 * Writes rich-text blocks into the PDF: paragraphs, headings, bold, italic, underline, strike-through,
 * lists (nested too), quotes, code and links. The HTML was parsed into the tree; none of it reaches the
 * PDF as markup.
 */
export function writeRichText(flow: PdfFlow, blocks: RichBlock[], place: Place = { indent: 0, depth: 0 }) {
  for (const block of blocks) writeBlock(flow, block, place);
}
