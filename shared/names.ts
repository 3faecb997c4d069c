/** The name formats of spec section 3 (FullName, FInitialLastName, LastCommaFirst). */
export interface PersonName {
  FirstName: string;
  LastName: string;
}

/** Trimmed, so a missing name (a new note's unnamed student) reads as empty, not as a space. */
export const fullName = ({ FirstName, LastName }: PersonName) => `${FirstName} ${LastName}`.trim();
export const fInitialLastName = ({ FirstName, LastName }: PersonName) =>
  `${FirstName.charAt(0).toUpperCase()}. ${LastName}`;
export const lastCommaFirst = ({ FirstName, LastName }: PersonName) => `${LastName}, ${FirstName}`;
