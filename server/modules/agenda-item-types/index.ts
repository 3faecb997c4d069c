/** What other modules may use of agenda-item-types; everything else in the folder is its own. */
export { countTypesOfLocation, findType } from './repository';
