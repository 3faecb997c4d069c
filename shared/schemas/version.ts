import { z } from 'zod';

/** The largest value the database's integer version column holds. */
const VERSION_MAX = 2_147_483_647;

/** A record's version as a response carries it: 1 when created, one more at every save. */
export const VersionSchema = z.number().int().min(1).max(VERSION_MAX);

/**
 * The Version a save request may carry: the one its edit form loaded. A stale one answers 409 and
 * changes nothing. Optional, because the spec's client sends none: without it a save overwrites as before.
 */
export const ExpectedVersionSchema = VersionSchema.optional();
