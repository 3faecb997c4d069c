import type PdfKit from 'pdfkit';
import { faceOf, FONT_FILES } from './pdf-fonts';

/**
 * A small flow layout over pdfkit: paragraphs of styled runs, list items, label-and-value rows and
 * tables, written top to bottom with page breaks, and a running header and footer stamped on every page
 * at the end (when the page count is known). pdfkit itself wraps lines and breaks pages inside a
 * paragraph; this adds the structure the agenda and minutes need. Drawn directly rather than through a
 * declarative layer (pdfmake): a 200-item agenda takes about a third of the time.
 */

/** One run of text in a paragraph. Every string is drawn as text: nothing in it is interpreted. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  /** An address already checked to be http, https or mailto. */
  link?: string | null;
  color?: string;
}

export interface ParagraphStyle {
  size?: number;
  color?: string;
  bold?: boolean;
  italic?: boolean;
  /** Points from the left margin. */
  indent?: number;
  /** Points kept free at the right (for text beside the paragraph). */
  rightInset?: number;
  /** Points of space after the paragraph. */
  gapAfter?: number;
}

export const BODY_SIZE = 10;
export const SMALL_SIZE = 8;
export const TEXT_COLOR = '#1a1a1a';
export const MUTED_COLOR = '#5a5a5a';
const RULE_COLOR = '#c8c8c8';
const LINE_GAP = 1.5;
const MARKER_WIDTH = 18;
const CELL_PADDING = 4;

const MARGINS = { top: 62, bottom: 58, left: 54, right: 54 };

export interface PageMarks {
  header: [left: string, right: string];
  footer: (page: number, pageCount: number) => [left: string, right: string];
}

export class PdfFlow {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;

  /**
   * A new letter-size document. PDFKit loads on the first one: it holds about 27 MB, which a server that
   * never makes a PDF should not carry.
   */
  static async open(info: { title: string; author: string }): Promise<PdfFlow> {
    const { default: PDFDocument } = await import('pdfkit');
    return new PdfFlow(PDFDocument, info);
  }

  private constructor(PDFDocument: typeof PdfKit, info: { title: string; author: string }) {
    // bufferPages keeps every page open, so the footer can say "of M" once M is known.
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: MARGINS,
      bufferPages: true,
      font: FONT_FILES.regular,
      info: { Title: info.title, Author: info.author, Creator: 'PLC Hub', Producer: 'PLC Hub' },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
  }

  private get left() {
    return MARGINS.left;
  }

  /** The width between the margins. */
  get width() {
    return this.doc.page.width - MARGINS.left - MARGINS.right;
  }

  private get bottom() {
    return this.doc.page.height - MARGINS.bottom;
  }

  private setFont(style: { bold?: boolean; italic?: boolean; size?: number; color?: string }) {
    // Named by file: pdfkit caches a font by the name it is asked for, so each face is parsed once.
    this.doc
      .font(FONT_FILES[faceOf(style.bold ?? false, style.italic ?? false)])
      .fontSize(style.size ?? BODY_SIZE)
      .fillColor(style.color ?? TEXT_COLOR);
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  space(points: number) {
    this.doc.y += points;
  }

  /** The height a paragraph of plain text takes, for keeping blocks together. */
  heightOf(text: string, style: ParagraphStyle = {}): number {
    this.setFont(style);
    const width = this.width - (style.indent ?? 0) - (style.rightInset ?? 0);
    return this.doc.heightOfString(text, { width, lineGap: LINE_GAP });
  }

  /**
   * About the height a paragraph of plain text takes, from its length (half an em per character):
   * enough to keep a title with its text, at a fraction of measuring every word.
   */
  estimateHeight(text: string, style: ParagraphStyle = {}): number {
    this.setFont(style);
    const size = style.size ?? BODY_SIZE;
    const width = this.width - (style.indent ?? 0) - (style.rightInset ?? 0);
    const lines = text
      .split('\n')
      .reduce((sum, line) => sum + Math.max(1, Math.ceil((line.length * size * 0.5) / width)), 0);
    return lines * (this.doc.currentLineHeight(true) + LINE_GAP);
  }

  /**
   * One paragraph of runs, wrapped to the width and continued onto the next page when it is long. A
   * newline in a run starts a new line (pdfkit would not break a continued paragraph there).
   */
  paragraph(runs: TextRun[], style: ParagraphStyle = {}) {
    const lines: TextRun[][] = [[]];
    for (const run of runs) {
      run.text.split('\n').forEach((piece, index) => {
        if (index > 0) lines.push([]);
        if (piece !== '') lines.at(-1)!.push({ ...run, text: piece });
      });
    }
    if (lines.every((line) => line.length === 0)) return;
    for (const line of lines) this.line(line, style);
    this.space(style.gapAfter ?? 0);
  }

  /** Runs up to a hard line break (wrapped as needed); an empty one is a blank line. */
  private line(runs: TextRun[], style: ParagraphStyle) {
    const x = this.left + (style.indent ?? 0);
    const width = this.width - (style.indent ?? 0) - (style.rightInset ?? 0);
    if (runs.length === 0) {
      this.setFont(style);
      this.space(this.doc.currentLineHeight(true) + LINE_GAP);
      return;
    }
    runs.forEach((run, index) => {
      this.setFont({
        bold: style.bold || run.bold,
        italic: style.italic || run.italic,
        size: style.size,
        color: run.color ?? style.color,
      });
      // pdfkit carries a continued paragraph's options over to the next run unless they are given:
      // each run states its link and decorations, even when it has none.
      const options: PDFKit.Mixins.TextOptions = {
        width,
        lineGap: LINE_GAP,
        continued: index < runs.length - 1,
        link: run.link ?? null,
        underline: run.underline ?? false,
        strike: run.strike ?? false,
      };
      if (index === 0) this.doc.text(run.text, x, this.doc.y, options);
      else this.doc.text(run.text, options);
    });
    this.doc.x = this.left;
  }

  text(text: string, style: ParagraphStyle = {}) {
    this.paragraph([{ text }], style);
  }

  /** A paragraph with a short text beside it on the right of its first line (an item's "Finished"). */
  paragraphWithAside(runs: TextRun[], aside: TextRun, style: ParagraphStyle = {}) {
    this.setFont({ ...style, bold: aside.bold ?? style.bold });
    const asideWidth = this.doc.widthOfString(aside.text);
    this.ensureSpace(this.doc.currentLineHeight(true) + LINE_GAP);
    const top = this.doc.y;
    this.paragraph(runs, { ...style, rightInset: asideWidth + 12 });
    const end = this.doc.y;
    this.doc.y = top;
    this.paragraph([aside], { ...style, indent: this.width - asideWidth - 1 });
    this.doc.y = end;
  }

  /**
   * A list item: its marker (a number, or a bullet when null) in the margin of `indent`, its content
   * written by `content` at the indent it is given.
   */
  listItem(marker: string | null, indent: number, depth: number, content: (contentIndent: number) => void) {
    this.setFont({});
    const lineHeight = this.doc.currentLineHeight(true);
    this.ensureSpace(lineHeight + LINE_GAP);
    const top = this.doc.y;
    const x = this.left + indent;
    if (marker === null) {
      // Drawn rather than typed: no glyph question, and nested levels differ (filled, then open).
      const bullet = this.doc.circle(x + 4, top + lineHeight * 0.47, 1.7);
      if (depth === 0) bullet.fill(TEXT_COLOR);
      else bullet.lineWidth(0.6).stroke(TEXT_COLOR);
    } else {
      this.doc.text(marker, x, top, { width: MARKER_WIDTH, lineBreak: false });
    }
    this.doc.y = top;
    content(indent + MARKER_WIDTH);
  }

  /** Label-and-value rows without borders ("When", "Location"…). */
  facts(rows: Array<[label: string, value: string]>, labelWidth = 86) {
    for (const [label, value] of rows) {
      this.ensureSpace(this.heightOf(value, { indent: labelWidth }));
      const top = this.doc.y;
      this.text(label, { bold: true, color: MUTED_COLOR, rightInset: this.width - labelWidth + 6 });
      const labelEnd = this.doc.y;
      this.doc.y = top;
      this.text(value, { indent: labelWidth });
      this.doc.y = Math.max(this.doc.y, labelEnd) + 2;
    }
  }

  /** A table with ruled rows; its header row is repeated on every page it continues on. */
  table(columns: Array<{ title: string; width: number | '*' }>, rows: string[][]) {
    const fixed = columns.reduce((sum, column) => sum + (column.width === '*' ? 0 : column.width), 0);
    const stars = columns.filter((column) => column.width === '*').length;
    const widths = columns.map((column) =>
      column.width === '*' ? (this.width - fixed) / Math.max(1, stars) : column.width,
    );
    const header = () => {
      this.row(
        columns.map((column) => column.title),
        widths,
        { bold: true, color: MUTED_COLOR, size: 9 },
      );
      this.rule(0.8);
    };
    this.ensureSpace(2 * (this.heightOf('X') + 2 * CELL_PADDING));
    header();
    for (const cells of rows) {
      const height = Math.max(
        ...cells.map((cell, i) =>
          this.heightOf(cell, { rightInset: this.width - widths[i]! + CELL_PADDING }),
        ),
      );
      if (this.doc.y + height + 2 * CELL_PADDING > this.bottom) {
        this.doc.addPage();
        header();
      }
      this.row(cells, widths, {});
      this.rule(0.4);
    }
    this.space(6);
  }

  private row(cells: string[], widths: number[], style: ParagraphStyle) {
    const top = this.doc.y + CELL_PADDING;
    let end = top;
    let offset = 0;
    cells.forEach((cell, index) => {
      const width = widths[index]!;
      this.doc.y = top;
      this.text(cell, { ...style, indent: offset, rightInset: this.width - offset - width + CELL_PADDING });
      end = Math.max(end, this.doc.y);
      offset += width;
    });
    this.doc.y = end + CELL_PADDING;
  }

  private rule(thickness: number) {
    const y = this.doc.y;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(thickness)
      .stroke(RULE_COLOR);
  }

  /** Stamps the header and footer on every page and answers the finished PDF's bytes. */
  async finish(marks: PageMarks): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      // Text below the bottom margin would start a new page: the footer is drawn with none.
      const margins = this.doc.page.margins;
      this.doc.page.margins = { ...margins, bottom: 0 };
      this.edgeLine(marks.header, 30);
      this.edgeLine(marks.footer(index - start + 1, count), this.doc.page.height - 38);
      this.doc.page.margins = margins;
    }
    this.doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }

  /** A line of small grey text at `y`: one text at the left margin, one ending at the right margin. */
  private edgeLine([left, right]: [string, string], y: number) {
    this.setFont({ size: SMALL_SIZE, color: MUTED_COLOR });
    const rightWidth = this.doc.widthOfString(right);
    // One line: a long school or subject is cut with an ellipsis rather than run into the right text.
    this.doc.text(left, this.left, y, {
      width: this.width - rightWidth - 12,
      height: this.doc.currentLineHeight(),
      ellipsis: true,
    });
    this.doc.text(right, this.left + this.width - rightWidth, y, { lineBreak: false });
  }
}
