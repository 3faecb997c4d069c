import { restoreEmbeddedDatabase } from '../db/embedded-backup';
import { embeddedDataDirSetting } from './embedded-only';

// npm run db:restore -- file: a new embedded database in DATA_DIR from a db:backup file.
const dataDir = embeddedDataDirSetting('db:restore');
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
try {
  await restoreEmbeddedDatabase(file, dataDir);
  console.log(`restored ${file} into ${dataDir}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
