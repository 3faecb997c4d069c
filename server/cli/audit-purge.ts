import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { purgeExpiredEntries } from '../modules/audit';
import { openConfiguredDatabase } from './open';

/**
 * npm run audit:purge [-- --days N]: removes audit entries older than AUDIT_RETENTION_DAYS (or N days) and
 * records that it ran. Run it from a nightly cron (or a scheduled task) beside the backup.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { days: { type: 'string' } } });
  const env = loadEnv();
  const days = values.days === undefined ? env.AUDIT_RETENTION_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1) throw new Error('--days must be a whole number of at least 1');
  const database = openConfiguredDatabase();
  try {
    await database.migrate();
    const { before, removed } = await purgeExpiredEntries({ db: database.db }, days, new Date());
    console.log(`Removed ${removed} audit entries from before ${before.toISOString()} (kept ${days} days).`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`audit:purge: ${message.replace(/\s*\n\s*/g, '; ')}`);
  process.exitCode = 1;
}
