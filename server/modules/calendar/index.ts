/** What other modules may use of calendar; everything else in the folder is its own. */
export { deleteFeed } from './repository';
