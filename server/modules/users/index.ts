/** What other modules may use of users; everything else in the folder is its own. */
export { insertUser, isLiveUser, matchesSearch } from './repository';
export {
  deactivatePeople,
  findEmailOwners,
  findThirdPartyIdsElsewhere,
  insertPeople,
  listSchoolPeople,
  updatePeople,
} from './bulk-repository';
export type { SchoolPerson } from './bulk-repository';
export type { UserValues } from './repository';
