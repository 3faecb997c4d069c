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
  largeItems,
  renderAgendaPdf,
  renderMinutesPdf,
  sampleMeetingDocument,
  type MeetingDocument,
} from '../server/modules/minutes';

const TARGET_MS = 2000;

const { values } = parseArgs({
  options: { items: { type: 'string', default: '200' }, runs: { type: 'string', default: '5' } },
});
const itemCount = Number(values.items);
const runs = Number(values.runs);

const doc: MeetingDocument = sampleMeetingDocument({
  subject: 'Spring data review',
  attendance: {
    members: Array.from({ length: 12 }, (_, n) => ({
      name: `Member ${n + 1}`,
      status: (['Present', 'Late', 'Absent', 'Excused'] as const)[n % 4]!,
    })),
    guests: ['Dr. Rivera'],
  },
  items: largeItems(itemCount),
});

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
