import { Parser } from 'htmlparser2';
import { DROP_WITH_CONTENT } from '../../lib/sanitize-html';
import { pruneEmpty, tidyInlines } from './rich-text-tidy';
import { inlineText, type RichBlock, type RichInline, type TextMarks } from './rich-text-tree';
import { safeLinkTarget } from './safe-link';

/** Elements whose content is never text for a reader (scripts, styles, frames…): dropped whole, as the sanitiser does. */
const DROPPED_WITH_CONTENT = new Set(DROP_WITH_CONTENT);

const HEADING_LEVELS: Record<string, 2 | 3 | 4> = { h1: 2, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };

/** Marks by tag; the counts let nested <b><strong> end one at a time. */
const MARK_OF_TAG: Record<string, keyof TextMarks> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'code',
};

/** Tags that are not in the allow-list but still separate paragraphs when pasted text slips through. */
const OTHER_BLOCK_TAGS = new Set(['div', 'section', 'article', 'header', 'footer', 'table', 'tr', 'hr']);

type TextBlock = Extract<RichBlock, { inlines: RichInline[] }>;

/**
 * Where blocks go: the document, a quote, or a list item (an implied one holds loose text inside a list
 * until the next <li>); a list frame takes items, not blocks.
 */
type Frame =
  | { kind: 'blocks'; tag: 'root' | 'blockquote' | 'li' | 'implied-li'; blocks: RichBlock[] }
  | { kind: 'list'; list: Extract<RichBlock, { kind: 'list' }> };

/**
 * Parses rich text into blocks with a real HTML parser. Only known structures survive: unknown tags are
 * unwrapped to their text, scripts, styles and frames vanish with their content, attributes are ignored
 * except a link's href, which must be an absolute http, https or mailto address. Empty paragraphs go.
 */
export function parseRichText(html: string): RichBlock[] {
  const root: RichBlock[] = [];
  const frames: Frame[] = [{ kind: 'blocks', tag: 'root', blocks: root }];
  const marks: Record<keyof TextMarks, number> = { bold: 0, italic: 0, underline: 0, strike: 0, code: 0 };
  const links: Array<string | null> = [];
  /** The paragraph or heading being filled, and the blocks it was added to. */
  let current: { block: TextBlock; in: RichBlock[] } | null = null;
  /** Per open <li>: whether it started an item (one outside any list does not). */
  const openItems: boolean[] = [];
  let preformatted: { kind: 'preformatted'; text: string } | null = null;
  let preDepth = 0;
  let droppedDepth = 0;

  const top = (): Frame => frames[frames.length - 1]!;
  const isImpliedItem = (frame: Frame) => frame.kind === 'blocks' && frame.tag === 'implied-li';

  /** The blocks array new content goes into; loose text inside a list starts an item of its own. */
  function blocksHere(): RichBlock[] {
    const frame = top();
    if (frame.kind === 'blocks') return frame.blocks;
    const item: RichBlock[] = [];
    frame.list.items.push(item);
    frames.push({ kind: 'blocks', tag: 'implied-li', blocks: item });
    return item;
  }

  function endTextBlock() {
    if (current === null) return;
    const { block } = current;
    block.inlines = tidyInlines(block.inlines);
    // An editor's empty line (<p>&nbsp;</p>, <p><br></p>) is not content.
    if (inlineText(block.inlines).trim() === '') current.in.splice(current.in.indexOf(block), 1);
    current = null;
  }

  function startTextBlock(block: TextBlock): TextBlock {
    endTextBlock();
    const blocks = blocksHere();
    blocks.push(block);
    current = { block, in: blocks };
    return block;
  }

  const textBlock = (): TextBlock => current?.block ?? startTextBlock({ kind: 'paragraph', inlines: [] });

  /** Closes frames up to and including the nearest one the predicate picks (implied closes included). */
  function closeFrame(matches: (frame: Frame) => boolean) {
    endTextBlock();
    const index = frames.findLastIndex(matches);
    if (index > 0) frames.length = index;
  }

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (droppedDepth > 0 || DROPPED_WITH_CONTENT.has(name)) {
          droppedDepth += 1;
          return;
        }
        if (preDepth > 0) {
          if (name === 'pre') preDepth += 1;
          if (name === 'br' && preformatted) preformatted.text += '\n';
          return;
        }
        const mark = MARK_OF_TAG[name];
        const level = HEADING_LEVELS[name];
        if (mark) marks[mark] += 1;
        else if (name === 'a') links.push(safeLinkTarget(attribs.href));
        else if (name === 'br') textBlock().inlines.push({ kind: 'break' });
        else if (name === 'p') startTextBlock({ kind: 'paragraph', inlines: [] });
        else if (level) startTextBlock({ kind: 'heading', level, inlines: [] });
        else if (name === 'ul' || name === 'ol') {
          endTextBlock();
          const list: Extract<RichBlock, { kind: 'list' }> = {
            kind: 'list',
            ordered: name === 'ol',
            items: [],
          };
          blocksHere().push(list);
          frames.push({ kind: 'list', list });
        } else if (name === 'li') {
          endTextBlock();
          if (frames.length > 1 && isImpliedItem(top())) frames.pop();
          const frame = top();
          openItems.push(frame.kind === 'list');
          if (frame.kind === 'list') {
            const item: RichBlock[] = [];
            frame.list.items.push(item);
            frames.push({ kind: 'blocks', tag: 'li', blocks: item });
          }
        } else if (name === 'blockquote') {
          endTextBlock();
          const quote: Extract<RichBlock, { kind: 'quote' }> = { kind: 'quote', blocks: [] };
          blocksHere().push(quote);
          frames.push({ kind: 'blocks', tag: 'blockquote', blocks: quote.blocks });
        } else if (name === 'pre') {
          endTextBlock();
          preformatted = { kind: 'preformatted', text: '' };
          blocksHere().push(preformatted);
          preDepth = 1;
        } else if (OTHER_BLOCK_TAGS.has(name)) endTextBlock();
      },
      ontext(text) {
        if (droppedDepth > 0) return;
        if (preDepth > 0) {
          if (preformatted) preformatted.text += text;
          return;
        }
        // Whitespace between blocks (the newlines between <li>s) is layout, not content.
        if (current === null && text.trim() === '') return;
        textBlock().inlines.push({
          kind: 'text',
          text,
          marks: {
            bold: marks.bold > 0,
            italic: marks.italic > 0,
            underline: marks.underline > 0,
            strike: marks.strike > 0,
            code: marks.code > 0,
          },
          href: links.at(-1) ?? null,
        });
      },
      onclosetag(name) {
        if (droppedDepth > 0) {
          droppedDepth -= 1;
          return;
        }
        if (preDepth > 0) {
          if (name === 'pre') preDepth -= 1;
          if (preDepth === 0 && preformatted) {
            // A leading newline right after <pre> is not content, as in a browser.
            preformatted.text = preformatted.text.replace(/^\r?\n/, '').replace(/\s+$/, '');
            preformatted = null;
          }
          return;
        }
        const mark = MARK_OF_TAG[name];
        if (mark) marks[mark] = Math.max(0, marks[mark] - 1);
        else if (name === 'a') links.pop();
        else if (name === 'p' || HEADING_LEVELS[name] || OTHER_BLOCK_TAGS.has(name)) endTextBlock();
        else if (name === 'li') {
          if (openItems.pop()) closeFrame((frame) => frame.kind === 'blocks' && frame.tag === 'li');
          else endTextBlock();
        } else if (name === 'ul' || name === 'ol') closeFrame((frame) => frame.kind === 'list');
        else if (name === 'blockquote') {
          closeFrame((frame) => frame.kind === 'blocks' && frame.tag === 'blockquote');
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endTextBlock();
  return pruneEmpty(root);
}
