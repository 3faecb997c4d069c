import { openDatabase } from '../database';
import { loadEnv } from '../../env';

/** The database the server would open with the current environment. */
export function openConfiguredDatabase() {
  const env = loadEnv();
  return openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
}
