/** The name formats of spec section 3 (FullName, FInitialLastName, LastCommaFirst). */
export interface PersonName {
  FirstName: string;
  LastName: string;
}

export const fullName = ({ FirstName, LastName }: PersonName) => `${FirstName} ${LastName}`;
export const fInitialLastName = ({ FirstName, LastName }: PersonName) =>
  `${FirstName.charAt(0).toUpperCase()}. ${LastName}`;
export const lastCommaFirst = ({ FirstName, LastName }: PersonName) => `${LastName}, ${FirstName}`;
