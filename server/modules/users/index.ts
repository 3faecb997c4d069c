/** What other modules may use of users; everything else in the folder is its own. */
export { isLiveUser, matchesSearch } from './repository';
