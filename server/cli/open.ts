import { loadEnv } from '../env';
import { openConfiguredDatabase as openDatabaseOf } from '../start/database';

/** The database the server would open with the current environment (the same settings, timeouts included). */
export const openConfiguredDatabase = () => openDatabaseOf(loadEnv());
