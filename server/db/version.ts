import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What an UPDATE of an editable record writes into its version column. */
export const nextVersion = (version: AnyPgColumn): SQL => sql`${version} + 1`;

/**
 * The optimistic-concurrency condition of a save, for the UPDATE's WHERE: the row is still at the version
 * the client loaded. Check and write are one statement, so two saves of the same copy cannot both pass.
 * Nothing when the client sent no Version (the spec's client): the save overwrites as before.
 */
export const stillAtVersion = (version: AnyPgColumn, expected: number | undefined): SQL | undefined =>
  expected === undefined ? undefined : eq(version, expected);
