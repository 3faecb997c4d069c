import type { RichBlock, RichInline, TextInline } from './rich-text-tree';

/** The parser's raw output made tidy: whitespace as a browser shows it, no empty runs, lists or quotes. */

/** Collapses HTML whitespace like a browser: runs become one space, leading and trailing ones go. */
export function tidyInlines(inlines: RichInline[]): RichInline[] {
  const tidy: RichInline[] = [];
  let atLineStart = true;
  for (const inline of inlines) {
    if (inline.kind === 'break') {
      const last = tidy.at(-1);
      if (last?.kind === 'text') last.text = last.text.replace(/ $/, '');
      tidy.push(inline);
      atLineStart = true;
      continue;
    }
    let text = inline.text.replace(/[ \t\n\r\f]+/g, ' ');
    if (atLineStart) text = text.replace(/^ /, '');
    if (text === '') continue;
    tidy.push({ ...inline, text });
    atLineStart = text.endsWith(' ');
  }
  const last = tidy.at(-1);
  if (last?.kind === 'text') last.text = last.text.replace(/ $/, '');
  const kept: RichInline[] = [];
  for (const inline of tidy) {
    const previous = kept.at(-1);
    if (inline.kind === 'text' && inline.text === '') continue;
    // One run per style: the parser reports text in pieces (around entities), and every run costs layout.
    if (inline.kind === 'text' && previous?.kind === 'text' && sameStyle(previous, inline)) {
      previous.text += inline.text;
    } else kept.push(inline);
  }
  while (kept.at(-1)?.kind === 'break') kept.pop();
  while (kept[0]?.kind === 'break') kept.shift();
  return kept;
}

const sameStyle = (a: TextInline, b: TextInline) =>
  a.href === b.href &&
  a.marks.bold === b.marks.bold &&
  a.marks.italic === b.marks.italic &&
  a.marks.underline === b.marks.underline &&
  a.marks.strike === b.marks.strike &&
  a.marks.code === b.marks.code;

/** Drops lists, items and quotes that ended up with nothing in them, and blank preformatted blocks. */
export function pruneEmpty(blocks: RichBlock[]): RichBlock[] {
  return blocks.flatMap((block): RichBlock[] => {
    if (block.kind === 'list') {
      const items = block.items.map(pruneEmpty).filter((item) => item.length > 0);
      return items.length > 0 ? [{ ...block, items }] : [];
    }
    if (block.kind === 'quote') {
      const inner = pruneEmpty(block.blocks);
      return inner.length > 0 ? [{ kind: 'quote', blocks: inner }] : [];
    }
    if (block.kind === 'preformatted') return block.text.trim() === '' ? [] : [block];
    return [block];
  });
}
