import type { MeetingDocument, MeetingDocumentItem } from './meeting-document';

/**
 * Meeting documents for the tests: a small one with every kind of content (names beyond Latin-1 too), and
 * a large one, as many items as asked with long outcomes (with every fourth item a task). The tests and
 * `npm run bench:pdf` use them.
 */

export const SAMPLE_OUTCOME =
  '<p>We agreed to <strong>adopt the new rubric</strong> and to <em>review it in May</em>.</p>' +
  '<ul><li>Share exemplars with <u>every</u> class</li><li>Collect samples<ol><li>Week one</li><li>Week two</li></ol></li></ul>' +
  '<p>See <a href="https://example.org/rubric" rel="noopener noreferrer" target="_blank">the rubric</a>.</p>';

export function sampleMeetingDocument(overrides: Partial<MeetingDocument> = {}): MeetingDocument {
  return {
    schoolName: 'Lincoln Elementary',
    teamNames: ['Grade 3 Literacy'],
    subject: 'Weekly PLC',
    // 3:30 pm to 4:30 pm on the school's clock in Chicago (CST, UTC-6, in March before the change).
    startDateTime: new Date('2027-03-02T21:30:00Z'),
    endDateTime: new Date('2027-03-02T22:30:00Z'),
    timeZone: 'America/Chicago',
    location: 'Room 12',
    roles: {
      facilitator: 'Zoë Ngô',
      noteTaker: 'Łukasz Nowak',
      timekeeper: 'Дмитрий Иванов',
      normsKeeper: null,
    },
    normsTitle: 'Our norms',
    norms: ['Start on time', 'Assume good intent'],
    attendance: {
      members: [
        { name: 'Zoë Ngô', status: 'Present' },
        { name: 'Łukasz Nowak', status: 'Late' },
        { name: 'Дмитрий Иванов', status: 'Absent' },
        { name: 'Ana Souza', status: 'Excused' },
        { name: 'Sam Lee', status: null },
      ],
      guests: ['Dr. Rivera'],
    },
    items: [
      {
        title: 'Writing rubric',
        typeName: 'Decision',
        minutes: 20,
        descriptionHtml: '<p>Decide on the <strong>rubric</strong> for spring.</p>',
        outcomeHtml: SAMPLE_OUTCOME,
        isFinished: true,
        tasks: [
          { title: 'Print exemplars', assigneeName: 'Zoë Ngô', dueDate: '2027-03-05', statusName: 'Open' },
          { title: 'Book the library', assigneeName: null, dueDate: null, statusName: 'In progress' },
        ],
      },
      {
        title: 'Reading data',
        typeName: 'Discussion',
        minutes: 15,
        descriptionHtml: '',
        outcomeHtml: '',
        isFinished: false,
        tasks: [],
      },
    ],
    nextMeeting: { subject: 'Weekly PLC', startDateTime: new Date('2027-03-09T21:30:00Z') },
    finalizedAt: new Date('2027-03-02T23:05:00Z'),
    finalizedByName: 'Zoë Ngô',
    ...overrides,
  };
}

/** A long outcome: several paragraphs, a list with a nested one, bold, italic and a link. */
export function longOutcome(index: number): string {
  const paragraph = (n: number) =>
    `<p>Paragraph ${n} of item ${index}: the team looked at <strong>running records</strong> and ` +
    `<em>exit tickets</em> from every class, compared them with last term's results, and talked through ` +
    `which students need another round of small-group work before the next benchmark window opens.</p>`;
  return (
    paragraph(1) +
    paragraph(2) +
    '<ul><li>Keep the <strong>guided reading</strong> groups</li><li>Move two students<ul><li>to group B</li>' +
    '<li>to group C</li></ul></li><li>Share the plan with families</li></ul>' +
    paragraph(3) +
    `<p>Notes: <a href="https://example.org/items/${index}">shared folder</a>.</p>`
  );
}

export function largeItems(count: number): MeetingDocumentItem[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `Topic ${index + 1} review`,
    typeName: index % 2 === 0 ? 'Discussion' : 'Decision',
    minutes: 5,
    descriptionHtml: longOutcome(index + 1),
    outcomeHtml: longOutcome(index + 1),
    isFinished: index % 3 === 0,
    tasks:
      index % 4 === 0
        ? [
            {
              title: `Follow up ${index + 1}`,
              assigneeName: 'Łukasz Nowak',
              dueDate: '2027-03-12',
              statusName: 'Open',
            },
          ]
        : [],
  }));
}
