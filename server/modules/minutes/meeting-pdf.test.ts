import { beforeAll, describe, expect, it } from 'vitest';
import { renderAgendaPdf } from './agenda-pdf';
import { HOSTILE_RICH_TEXT } from './hostile-rich-text';
import { renderMinutesPdf } from './minutes-pdf';
import { collapseSpace, readPdf } from './pdf-text';
import { richTextToPlain } from './rich-text-plain';
import { largeItems, sampleMeetingDocument } from './sample-meeting-document';

type ReadPdf = Awaited<ReturnType<typeof readPdf>>;

const expectAll = (text: string, expected: string[]) => {
  for (const phrase of expected) expect(text, phrase).toContain(phrase);
};

/**
 * The outcome's plain text as the e-mail has it, less the list markers: PDF list markers are drawn beside
 * the text, so a reader finds them elsewhere in the line.
 */
const outcomeWords = (html: string) =>
  richTextToPlain(html)
    .split('\n')
    .map((line) => collapseSpace(line.replace(/^\s*(- |\d+\. )/, '')))
    .filter((line) => line !== '');

describe('the minutes PDF', () => {
  const doc = sampleMeetingDocument();
  let pdf: Buffer;
  let read: ReadPdf;
  beforeAll(async () => {
    pdf = await renderMinutesPdf(doc);
    read = await readPdf(pdf, { links: true });
  });

  it('is a PDF', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('names the school, the team, the meeting and its time on the school clock', () => {
    expectAll(read.text, [
      'Lincoln Elementary',
      'Grade 3 Literacy',
      'Weekly PLC',
      'Tuesday, March 2, 2027, 3:30 PM – 4:30 PM CST',
      'Room 12',
      'Finalised Tuesday, March 2, 2027, 5:05 PM CST by Zoë Ngô',
    ]);
  });

  it('lists the roles and every member with their attendance, names beyond Latin-1 included', () => {
    expectAll(read.text, [
      'Facilitator Zoë Ngô',
      'Note taker Łukasz Nowak',
      'Timekeeper Дмитрий Иванов',
      'Norms keeper Not assigned',
      'Zoë Ngô Present',
      'Łukasz Nowak Late',
      'Дмитрий Иванов Absent',
      'Ana Souza Excused',
      'Sam Lee Not recorded',
      'Guests: Dr. Rivera',
    ]);
  });

  it('has every item with its mark and outcome: lists, bold text and links as the minutes say', () => {
    expectAll(read.text, ['1. Writing rubric Finished', 'Decision · 20 min', '2. Reading data Not finished']);
    expectAll(read.text, [
      'We agreed to adopt the new rubric and to review it in May.',
      'Share exemplars with every class',
      'Collect samples',
      'Week one',
      'Week two',
      'See the rubric (https://example.org/rubric).',
      'No outcome recorded.',
    ]);
    // The PDF's text matches the minutes' text, line by line, as the e-mail gives it.
    for (const item of doc.items) expectAll(read.text, outcomeWords(item.outcomeHtml));
    expect(read.links).toContain('https://example.org/rubric');
  });

  it('lists each task with its assignee, due date and status', () => {
    expectAll(read.text, [
      'Print exemplars Zoë Ngô Mar 5, 2027 Open',
      'Book the library Not assigned No due date In progress',
    ]);
  });

  it('names the next meeting of the series', () => {
    expect(read.text).toContain('Next meeting Weekly PLC · Tuesday, March 9, 2027, 3:30 PM CST');
  });

  it('numbers every page "Page N of M"', () => {
    expect(read.pages).toBe(2);
    expectAll(read.text, ['Page 1 of 2', 'Page 2 of 2']);
  });

  it('says when there is no next meeting and the minutes are a draft', async () => {
    const draft = await readPdf(
      await renderMinutesPdf(
        sampleMeetingDocument({ nextMeeting: null, finalizedAt: null, finalizedByName: null }),
      ),
    );
    expectAll(draft.text, [
      'Status Draft: not finalised yet',
      'No further meeting is scheduled in this series.',
    ]);
  });
});

describe('rich text in the PDF', () => {
  it('draws headings, line breaks, strike-through, code, quotes, preformatted text and nested lists', async () => {
    const outcomeHtml =
      '<h2>Heading two</h2><p>Line one<br>line two with <s>struck</s> and <code>code()</code></p>' +
      '<blockquote><p>A quoted remark</p></blockquote><pre>kept  as   typed</pre><h3>Heading three</h3>' +
      '<ol><li>One<ul><li>Deep <a href="mailto:lead@school.org">lead@school.org</a></li></ul></li></ol>';
    const doc = sampleMeetingDocument({
      items: [
        {
          title: 'Variety',
          typeName: 'Info',
          minutes: 0,
          descriptionHtml: '',
          outcomeHtml,
          isFinished: false,
          tasks: [],
        },
      ],
    });
    const read = await readPdf(await renderMinutesPdf(doc), { links: true });
    expect(read.lines).toEqual(
      expect.arrayContaining([
        'Heading two',
        'Line one',
        'line two with struck and code()',
        'A quoted remark',
        'Heading three',
        'Deep lead@school.org',
      ]),
    );
    expect(read.text).toContain('kept as typed');
    expect(read.text).toMatch(/1\. ?One/);
    expect(read.links).toContain('mailto:lead@school.org');
  });
});

describe('the agenda PDF', () => {
  const doc = sampleMeetingDocument();
  let read: ReadPdf;
  beforeAll(async () => {
    read = await readPdf(await renderAgendaPdf(doc));
  });

  it('has the meeting, roles, norms and every item with its type, time and description', () => {
    expectAll(read.text, [
      'AGENDA',
      'Lincoln Elementary',
      'Grade 3 Literacy',
      'Tuesday, March 2, 2027, 3:30 PM – 4:30 PM CST',
      'Location Room 12',
      'Planned time 35 min',
      'Timekeeper Дмитрий Иванов',
      'Our norms',
      'Start on time',
      'Assume good intent',
      '1. Writing rubric',
      'Decision · 20 min',
      'Decide on the rubric for spring.',
      '2. Reading data',
      'Discussion · 15 min',
      'No description.',
      'Page 1 of 1',
    ]);
  });

  it('leaves out what only the minutes have', () => {
    expect(read.text).not.toContain('Attendance');
    expect(read.text).not.toContain('We agreed');
  });
});

/**
 * Laying out and reading back a 90-page PDF takes a few seconds of CPU, many more while the machine runs
 * other suites; the default 30 s would make these tests fail on a busy machine, not on a slow renderer
 * (npm run bench:pdf measures the renderer).
 */
const LARGE_DOCUMENT_TIMEOUT_MS = 120_000;

describe('a long meeting', () => {
  it(
    'renders the minutes of 200 items with long outcomes on numbered pages, every item and outcome whole',
    async () => {
      const doc = sampleMeetingDocument({ items: largeItems(200) });
      const read = await readPdf(await renderMinutesPdf(doc));
      expect(read.pages).toBeGreaterThan(1);
      expectAll(read.text, [`Page 1 of ${read.pages}`, `Page ${read.pages} of ${read.pages}`]);
      for (let n = 1; n <= 200; n += 1) expect(read.text).toContain(`${n}. Topic ${n} review`);
      // Outcomes run across page breaks: read without the running header and footer, they are whole.
      for (const item of [doc.items[0]!, doc.items[99]!, doc.items[199]!]) {
        expectAll(read.body, outcomeWords(item.outcomeHtml));
      }
      expect(read.body).not.toMatch(/Page \d+ of/);
    },
    LARGE_DOCUMENT_TIMEOUT_MS,
  );

  it(
    'renders an agenda of many items on numbered pages, every item with its description',
    async () => {
      const doc = sampleMeetingDocument({ items: largeItems(30) });
      const read = await readPdf(await renderAgendaPdf(doc));
      expect(read.pages).toBeGreaterThan(1);
      for (let page = 1; page <= read.pages; page += 1)
        expect(read.text).toContain(`Page ${page} of ${read.pages}`);
      for (const [index, item] of doc.items.entries()) {
        expect(read.text).toContain(`${index + 1}. ${item.title}`);
        expectAll(read.body, outcomeWords(item.descriptionHtml));
      }
    },
    LARGE_DOCUMENT_TIMEOUT_MS,
  );
});

describe('hostile rich text in a PDF', () => {
  it('shows the words, never the code, and makes no link of a javascript: address', async () => {
    const doc = sampleMeetingDocument({
      items: [
        {
          title: '<script>alert(1)</script>Item',
          typeName: 'Decision',
          minutes: 5,
          descriptionHtml: HOSTILE_RICH_TEXT,
          outcomeHtml: `${HOSTILE_RICH_TEXT}<p><a href="https://example.org/ok">fine link</a></p>`,
          isFinished: false,
          tasks: [],
        },
      ],
    });
    for (const [render, safeLinks] of [
      [renderMinutesPdf, ['https://example.org/ok']],
      [renderAgendaPdf, []],
    ] as const) {
      const pdf = await render(doc);
      const read = await readPdf(pdf, { links: true });
      expect([...new Set(read.links)]).toEqual(safeLinks);
      expectAll(read.text, ['Safe outcome', 'click me', '<script>alert(1)</script>Item']);
      for (const marker of ['alert(2)', 'alert(4)', 'frame text', 'svg text', 'color:red', 'javascript']) {
        expect(read.text).not.toContain(marker);
      }
      // Nothing in the file itself (annotations are not compressed) points to a script.
      expect(pdf.toString('latin1')).not.toMatch(/javascript|vbscript|\/JS\b/i);
    }
  });
});
