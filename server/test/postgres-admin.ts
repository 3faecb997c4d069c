import pg from 'pg';

/** Names of the throw-away databases the server tests create on a real PostgreSQL. */
export function templateDatabaseName(): string {
  return `plchub_template_${process.pid}`;
}

export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement (CREATE/DROP DATABASE) on the server at `url`. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Terminates the server process behind one connection (a connection cut) and waits until it has exited;
 * throws when there was no such process.
 */
export async function terminateBackend(url: string, pid: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ terminated: boolean }>(
      'select pg_terminate_backend($1, 5000) as terminated',
      [pid],
    );
    if (!result.rows[0]?.terminated) throw new Error(`backend ${pid} was not terminated`);
  } finally {
    await client.end();
  }
}
