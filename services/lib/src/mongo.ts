import mongoose, { type Connection } from 'mongoose';

/**
 * One connection per service to its own database. Queries stay within what FerretDB 1.x and
 * MongoDB 7 both support: no transactions, no $lookup/$facet, equality filters where it matters.
 */
export async function connectDatabase(url: string, dbName: string): Promise<Connection> {
  const conn = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 10_000,
    maxPoolSize: 20,
  });
  await conn.asPromise();
  return conn;
}

export async function pingDatabase(conn: Connection): Promise<boolean> {
  try {
    await conn.db?.admin().command({ ping: 1 });
    return true;
  } catch {
    return false;
  }
}
