import fp from 'fastify-plugin';
import { connectDatabase, type DatabaseConnection, type DatabaseOptions, type Db } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { seedDatabase } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The typed Drizzle database (PGlite or PostgreSQL). */
    db: Db;
    /** The connection behind `db`: driver name, ping and close. */
    dbConnection: DatabaseConnection;
  }
}

export interface DbPluginOptions {
  database: DatabaseOptions;
}

/**
 * Opens the database, applies pending migrations and writes the seed before any route runs,
 * and closes the connection when the app closes.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { database }) => {
    const connection = await connectDatabase(database);
    app.addHook('onClose', async () => {
      await connection.close();
    });
    try {
      await connection.runExclusive(async (db) => {
        await applyMigrations(db, connection);
        await seedDatabase(db);
      });
    } catch (err) {
      await connection.close();
      throw err;
    }
    app.log.info({ driver: connection.driver }, 'database ready');
    app.decorate('db', connection.db);
    app.decorate('dbConnection', connection);
  },
  { name: 'db' },
);
