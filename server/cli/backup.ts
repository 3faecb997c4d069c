import { backupEmbeddedDatabase } from '../db/embedded-backup';
import { embeddedDataDirSetting } from './embedded-only';

// npm run db:backup [-- file]: the whole embedded database in one file.
const dataDir = embeddedDataDirSetting('db:backup');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = process.argv[2] ?? `backups/plchub-${stamp}.tar.gz`;
try {
  const bytes = await backupEmbeddedDatabase(dataDir, file);
  console.log(`backup written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
