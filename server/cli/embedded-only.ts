import { loadEnv } from '../env';

/** The DATA_DIR of the embedded database; on PostgreSQL the backup tools are PostgreSQL's own. */
export function embeddedDataDirSetting(command: string): string {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      `${command} is for the embedded database. On PostgreSQL use pg_dump and pg_restore (see the README).`,
    );
    process.exit(1);
  }
  return env.DATA_DIR;
}
