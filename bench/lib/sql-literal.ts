/** A string as a PostgreSQL literal (standard_conforming_strings: only quotes need doubling). */
export const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
