import { parseRichText } from './rich-text-parse';
import { inlineSegments } from './rich-text-segments';
import type { RichBlock, RichInline } from './rich-text-tree';

/** A run of inlines as text: links as "words (address)", line breaks as newlines. */
export function inlinesToPlain(inlines: RichInline[]): string {
  return inlineSegments(inlines)
    .map((segment) => {
      if (segment.kind === 'break') return '\n';
      if (segment.kind === 'text') return segment.run.text;
      const words = segment.runs.map((run) => run.text).join('');
      return segment.showAddress ? `${words} (${segment.href})` : words;
    })
    .join('');
}

/** Prefixes the first line with the marker and indents the rest to line up under the first's text. */
function hang(marker: string, lines: string[]): string[] {
  const indent = ' '.repeat(marker.length);
  return lines.map((line, index) => (index === 0 ? marker : line === '' ? '' : indent) + line);
}

/** Blocks as lines; `tight` (inside a list item) leaves out the blank line between blocks. */
function blocksToLines(blocks: RichBlock[], tight: boolean): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    if (lines.length > 0 && !tight) lines.push('');
    lines.push(...blockToLines(block));
  }
  return lines;
}

function blockToLines(block: RichBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return inlinesToPlain(block.inlines).split('\n');
    case 'preformatted':
      return block.text.split(/\r?\n/);
    case 'quote':
      return blocksToLines(block.blocks, false).map((line) => (line === '' ? '>' : `> ${line}`));
    case 'list':
      return block.items.flatMap((item, index) =>
        hang(block.ordered ? `${index + 1}. ` : '- ', blocksToLines(item, true)),
      );
  }
}

/** Rich-text blocks as plain text, blocks apart by a blank line, lists as "- " and "1. " lines. */
export const blocksToPlain = (blocks: RichBlock[]) => blocksToLines(blocks, false).join('\n');

/**
 * Stored rich text as plain text for the text part of an e-mail: paragraphs apart by a blank line, lists
 * as "- " and "1. " lines (nested ones indented), links as "words (address)". Markup never comes through.
 */
export const richTextToPlain = (html: string) => blocksToPlain(parseRichText(html));
