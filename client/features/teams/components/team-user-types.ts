import { UserType, type UserTypeId } from '@shared/constants';

/** The three tabs of the team builder, in the spec's order. */
export const USER_TYPE_TABS: { typeId: UserTypeId; label: string; plural: string; emptyMessage: string }[] = [
  {
    typeId: UserType.Staffer,
    label: 'Staffers',
    plural: 'Staffers',
    emptyMessage: 'There are no staffers to display.',
  },
  {
    typeId: UserType.Student,
    label: 'Students',
    plural: 'Students',
    emptyMessage: 'There are no students to display.',
  },
  {
    typeId: UserType.Partner,
    label: 'Partners',
    plural: 'Partners',
    emptyMessage: 'There are no partners to display.',
  },
];

export interface Person {
  Id: string;
  FirstName: string;
  LastName: string;
  UserTypeId: number;
}

export interface TeamMemberDraft {
  UserId: string;
  /** The existing membership, or null for one this save creates. */
  UserTeamId: string | null;
  isLead: boolean;
}

export const personName = (person: Pick<Person, 'FirstName' | 'LastName'>) =>
  `${person.FirstName} ${person.LastName}`;

/** The spec's filter: case-insensitive on first or last name. */
export function matchesFilter(person: Person, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return person.FirstName.toLowerCase().includes(needle) || person.LastName.toLowerCase().includes(needle);
}
