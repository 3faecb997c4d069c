import { PDFParse } from 'pdf-parse';

/**
 * What a reader gets out of a PDF, for the tests: its text (whitespace collapsed, so a line wrapped by
 * the layout still reads as one sentence), its page count and, when asked, its link annotations' targets. Read with
 * pdf-parse (PDF.js), an independent reader: what it finds is what a viewer shows.
 */
export async function readPdf(
  pdf: Buffer,
  options: { links?: boolean } = {},
): Promise<{
  text: string;
  /** The text's lines as laid out, each with its whitespace collapsed. */
  lines: string[];
  /** The text without the running header and footer, so a paragraph split by a page break reads whole. */
  body: string;
  pages: number;
  links: string[];
}> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText({ pageJoiner: '' });
    // Reading the link annotations is a second pass over every page: only when asked.
    const links = options.links
      ? (await parser.getInfo({ parsePageInfo: true })).pages.flatMap((page) =>
          page.links.map((link) => link.url),
        )
      : [];
    return {
      text: collapseSpace(text.text),
      lines: text.text.split('\n').map(collapseSpace),
      body: collapseSpace(text.pages.map((page) => withoutRunningLines(page.text)).join('\n')),
      pages: text.total,
      links,
    };
  } finally {
    await parser.destroy();
  }
}

/** A page's text less the lines of the header ("School · Team  Minutes") and footer ("…  Page N of M"). */
const withoutRunningLines = (page: string) =>
  page
    .split('\n')
    .filter((line) => !/ · .*\s(Agenda|Minutes)$/.test(line) && !/\sPage \d+ of \d+$/.test(line))
    .join('\n');

export const collapseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();
