import type { Db } from './database';

/**
 * A statement built once per database handle and prepared by name: the hot paths (the session lookup
 * of every request) skip rebuilding the SQL in Drizzle, and PostgreSQL skips parsing it, on every call.
 */
export function preparedPerDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
