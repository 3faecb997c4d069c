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
  /** What tells namesakes apart (user/getAllUsers sends them; a member's record has the e-mail only). */
  EmailAddress?: string;
  ThirdPartyId?: string;
  GraduationYear?: number | null;
}

export interface TeamMemberDraft {
  UserId: string;
  /** The existing membership, or null for one this save creates. */
  UserTeamId: string | null;
  isLead: boolean;
}

export const personName = (person: Pick<Person, 'FirstName' | 'LastName'>) =>
  `${person.FirstName} ${person.LastName}`;

/**
 * The line under a person's name that tells namesakes apart: a student's id and graduation year, anyone
 * else's e-mail.
 */
export function personDetail(person: Person): string {
  if (person.UserTypeId === UserType.Student) {
    return [
      // Short enough for a phone's row: the tab already says these are students.
      person.ThirdPartyId && `Id ${person.ThirdPartyId}`,
      person.GraduationYear && `Graduation Year ${person.GraduationYear}`,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return person.EmailAddress ?? '';
}

/**
 * The spec's filter, case-insensitive on first or last name, extended to what the rows show: every word
 * typed must be found in the first name, last name, e-mail or staff or student id, so "ava khan", "khan
 * ava" and "50012" all find Ava Khan.
 */
export function matchesFilter(person: Person, filter: string): boolean {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const fields = [
    person.FirstName,
    person.LastName,
    person.EmailAddress ?? '',
    person.ThirdPartyId ?? '',
  ].map((field) => field.toLowerCase());
  return words.every((word) => fields.some((field) => field.includes(word)));
}
