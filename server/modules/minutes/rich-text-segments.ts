import type { RichInline, TextInline } from './rich-text-tree';

/** Inline runs with each link's runs together (<a>read <b>this</b></a> is two runs, one link). */
export type InlineSegment =
  | { kind: 'break' }
  | { kind: 'text'; run: TextInline }
  | {
      kind: 'link';
      href: string;
      runs: TextInline[];
      /** False when the link's words are its address already ("x.org/" for https://x.org/), so it is said once. */
      showAddress: boolean;
    };

const bareAddress = (text: string) =>
  text
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');

/** The inlines as segments, for a renderer that writes a link's address after its words. */
export function inlineSegments(inlines: RichInline[]): InlineSegment[] {
  const segments: InlineSegment[] = [];
  for (const inline of inlines) {
    if (inline.kind === 'break') segments.push(inline);
    else if (inline.href === null) segments.push({ kind: 'text', run: inline });
    else {
      const last = segments.at(-1);
      if (last?.kind === 'link' && last.href === inline.href) last.runs.push(inline);
      else segments.push({ kind: 'link', href: inline.href, runs: [inline], showAddress: true });
    }
  }
  for (const segment of segments) {
    if (segment.kind === 'link') {
      const words = segment.runs.map((run) => run.text).join('');
      segment.showAddress = bareAddress(words) !== bareAddress(segment.href);
    }
  }
  return segments;
}
