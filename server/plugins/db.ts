import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the database opened at start-up; its lifetime belongs to whoever opened it. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
