/**
 * npm run bench:pdf [-- --items 200] [--runs 5]
 *
 * Issue 20: an agenda with 200 items and long outcomes renders as a PDF in under 2 s. Builds such a
 * meeting (each outcome several paragraphs, a nested list, bold, italic and a link; every fourth item
 * with a task), renders the agenda and the minutes once to warm up, then `runs` times each, and prints
 * the median and fastest time, the page count and the size. A measurement, not a pass/fail gate.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  renderAgendaPdf,
  renderMinutesPdf,
  type MeetingDocument,
  type MeetingDocumentItem,
} from '../server/modules/minutes';

const TARGET_MS = 2000;

const { values } = parseArgs({
  options: { items: { type: 'string', default: '200' }, runs: { type: 'string', default: '5' } },
});
const itemCount = Number(values.items);
const runs = Number(values.runs);

function longOutcome(item: number): string {
  const paragraph = (n: number) =>
    `<p>Paragraph ${n} of item ${item}: the team looked at <strong>running records</strong> and ` +
    `<em>exit tickets</em> from every class, compared them with last term's results, and talked through ` +
    `which students need another round of small-group work before the next benchmark window opens.</p>`;
  return [
    paragraph(1),
    paragraph(2),
    '<ul><li>Keep the <strong>guided reading</strong> groups</li>',
    '<li>Move two students<ol><li>Zoë to group B</li><li>Łukasz to group C</li></ol></li>',
    '<li>Share the plan with families</li></ul>',
    paragraph(3),
    `<p>Notes in the <a href="https://example.org/plc/items/${item}">shared folder</a>.</p>`,
  ].join('');
}

function benchItems(count: number): MeetingDocumentItem[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `Topic ${index + 1}: reading intervention review`,
    typeName: index % 2 === 0 ? 'Discussion' : 'Decision',
    minutes: 5,
    descriptionHtml: longOutcome(index + 1),
    outcomeHtml: longOutcome(index + 1),
    isFinished: index % 3 === 0,
    tasks:
      index % 4 === 0
        ? [
            {
              title: `Follow up on topic ${index + 1}`,
              assigneeName: 'Łukasz Nowak',
              dueDate: '2027-03-12',
              statusName: 'Open',
            },
          ]
        : [],
  }));
}

const doc: MeetingDocument = {
  schoolName: 'Lincoln Elementary',
  teamNames: ['Grade 3 Literacy'],
  subject: 'Spring data review',
  startDateTime: new Date('2027-03-02T21:30:00Z'),
  endDateTime: new Date('2027-03-02T22:30:00Z'),
  timeZone: 'America/Chicago',
  location: 'Library',
  roles: {
    facilitator: 'Zoë Ngô',
    noteTaker: 'Łukasz Nowak',
    timekeeper: 'Дмитрий Иванов',
    normsKeeper: null,
  },
  normsTitle: null,
  norms: ['Start on time', 'Assume good intent', 'Decide with data'],
  attendance: {
    members: Array.from({ length: 12 }, (_, n) => ({
      name: `Member ${n + 1}`,
      status: (['Present', 'Late', 'Absent', 'Excused'] as const)[n % 4]!,
    })),
    guests: ['Dr. Rivera'],
  },
  items: benchItems(itemCount),
  nextMeeting: { subject: 'Spring data review', startDateTime: new Date('2027-03-09T21:30:00Z') },
  finalizedAt: new Date('2027-03-02T23:05:00Z'),
  finalizedByName: 'Zoë Ngô',
};

/** Page objects in the PDF (pdfkit writes them uncompressed): "/Type /Page", not "/Type /Pages". */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

async function measure(name: string, render: (doc: MeetingDocument) => Promise<Buffer>) {
  const warmUp = await render(doc);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await render(doc);
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const middle = median(wall);
  // CPU time beside wall time: on a machine busy with other work the two differ, and CPU time says
  // what the renderer itself costs.
  console.log(
    `${name.padEnd(8)} median ${ms(middle)}  fastest ${ms(Math.min(...wall))}  cpu ${ms(median(cpu))}  ` +
      `${String(pageCount(warmUp)).padStart(3)} pages  ${(warmUp.length / 1024).toFixed(0)} KiB  ` +
      (middle < TARGET_MS ? `under the ${TARGET_MS} ms target` : `OVER the ${TARGET_MS} ms target`),
  );
}

console.log(
  `${itemCount} items, median of ${runs} after a warm-up; Node ${process.version}, ${os.availableParallelism()} cores, ` +
    `load average ${os.loadavg()[0]!.toFixed(2)}`,
);
await measure('agenda', renderAgendaPdf);
await measure('minutes', renderMinutesPdf);
