/** What other modules and commands may use of audit; everything else in the folder is its own. */
export { purgeExpiredEntries } from './retention';
