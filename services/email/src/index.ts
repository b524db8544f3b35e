import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pingDatabase, startServiceRuntime, startSubgraphServer, type ServiceRuntime } from '@faithcraft/lib';
import type { Environment } from './environment.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export type Service = ServiceRuntime & { url: string; port: number };

export async function startEmailService(env: Environment): Promise<Service> {
  const runtime = await startServiceRuntime({
    name: 'email',
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.EMAIL_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
  });
  const { log, db, components } = runtime;
  const server = await startSubgraphServer({
    name: 'email',
    typeDefs,
    resolvers: resolvers(),
    host: env.EMAIL_HOST,
    port: env.EMAIL_PORT,
    identitySecret: env.INTERNAL_SECRET,
    log,
    production: env.NODE_ENV === 'production',
    readiness: { database: () => pingDatabase(db) },
  });
  components.push({ name: 'http', stop: () => server.stop() });
  return { ...runtime, url: server.url, port: server.port };
}
