import { spawnSync } from 'node:child_process';

/**
 * npm run audit:prod [-- --allow-unreachable] [-- --registry URL]
 * Fails (exit 1) when a production dependency has a high or critical advisory. When the advisory database
 * cannot be reached nothing was checked: that fails too, unless --allow-unreachable says to only warn.
 */
const BLOCKING = ['high', 'critical'] as const;

interface AuditReport {
  vulnerabilities?: Record<
    string,
    { name: string; severity: string; via: Array<string | { title: string; url: string }> }
  >;
  metadata?: { vulnerabilities: Record<string, number> };
  error?: { code?: string; summary?: string };
  /** npm's own description of a failed request to the advisory database. */
  message?: string;
}

const args = process.argv.slice(2);
const allowUnreachable = args.includes('--allow-unreachable');
const npmArgs = ['audit', '--omit=dev', '--json', ...args.filter((arg) => arg !== '--allow-unreachable')];
const npm = spawnSync('npm', npmArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

let report: AuditReport;
try {
  report = JSON.parse(npm.stdout) as AuditReport;
} catch {
  report = { error: { summary: npm.stderr.trim() || `npm audit exited with ${npm.status}` } };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? (report.error?.summary || report.error?.code || 'no report');
  console.error(`The advisory database could not be reached, so no advisory was checked: ${reason}`);
  process.exit(allowUnreachable ? 0 : 1);
}

const blocking = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
  (BLOCKING as readonly string[]).includes(entry.severity),
);
for (const entry of blocking) {
  const advisories = entry.via
    .filter((via) => typeof via !== 'string')
    .map((via) => `${via.title} ${via.url}`);
  console.error(`${entry.severity}: ${entry.name}${advisories.length ? ` (${advisories.join('; ')})` : ''}`);
}
const summary = Object.entries(counts)
  .filter(([severity]) => severity !== 'total')
  .map(([severity, count]) => `${count} ${severity}`)
  .join(', ');
console.log(`production dependencies: ${summary}`);
process.exit(blocking.length > 0 ? 1 : 0);
