import type { Db } from './database';

/**
 * A statement built once per database handle and prepared by name: the hot paths (the session lookup
 * of every request, the busiest lists) skip rebuilding the SQL in Drizzle, and PostgreSQL skips parsing
 * it, on every call. Pass the application's handle, not a transaction's: a transaction is a new handle
 * each time, so its statements would be built again on every call.
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

/**
 * preparedPerDatabase for a statement whose text depends on a few closed choices (sort column and
 * direction, whether a search applies): one statement per set of choices in use, prepared under
 * `name_key`. Choices must be validated and finite; each set costs a statement on every connection.
 */
export function preparedVariants<Choices, Statement>(
  name: string,
  keyOf: (choices: Choices) => string,
  build: (db: Db, choices: Choices, statementName: string) => Statement,
): (db: Db, choices: Choices) => Statement {
  const statements = new WeakMap<Db, Map<string, Statement>>();
  return (db, choices) => {
    let ofDb = statements.get(db);
    if (!ofDb) {
      ofDb = new Map();
      statements.set(db, ofDb);
    }
    const key = keyOf(choices);
    let statement = ofDb.get(key);
    if (!statement) {
      statement = build(db, choices, `${name}_${key}`);
      ofDb.set(key, statement);
    }
    return statement;
  };
}
