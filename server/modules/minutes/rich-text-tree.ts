/**
 * Rich text as a small tree of the structures the editor can make (server/lib/sanitize-html.ts's
 * allow-list): the PDF and the plain-text e-mail are both drawn from it (rich-text-parse.ts builds it), so
 * neither ever sees markup.
 */

export interface TextMarks {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  code: boolean;
}

export type RichInline =
  { kind: 'text'; text: string; marks: TextMarks; href: string | null } | { kind: 'break' };

export type RichBlock =
  | { kind: 'paragraph'; inlines: RichInline[] }
  | { kind: 'heading'; level: 2 | 3 | 4; inlines: RichInline[] }
  | { kind: 'list'; ordered: boolean; items: RichBlock[][] }
  | { kind: 'quote'; blocks: RichBlock[] }
  | { kind: 'preformatted'; text: string };

export type TextInline = Extract<RichInline, { kind: 'text' }>;

/** The characters of a run of inlines as one line of text, breaks as newlines (links not expanded). */
export const inlineText = (inlines: RichInline[]) =>
  inlines.map((inline) => (inline.kind === 'break' ? '\n' : inline.text)).join('');
