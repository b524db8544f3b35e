import type { Express } from 'express';
import { AdminPolicy, type SessionSource } from './auth/admin-policy.js';
import { UsersSessionClient } from './auth/users-sessions.js';
import { EventConsumer, type EventConsumerOptions } from './events/consumer.js';
import type { OutboxRelay } from './events/outbox.js';
import { createStoreRelay, type StoreRelayOptions } from './store/relay-wiring.js';
import type { ReadinessCheck } from './http/health.js';
import { startSubgraphServer } from './http/subgraph-server.js';
import { createLogger } from './logger.js';
import { exitOnStartupError, stopOnSignals } from './lifecycle.js';
import { pingDatabase } from './mongo.js';
import { startServiceRuntime, type ServiceRuntime } from './runtime.js';

/** What every subgraph reads from its environment to start the shared parts. */
export interface ServiceSettings {
  logLevel: string;
  mongoUrl: string;
  dbName: string;
  kafkaBrokers: string[];
  host: string;
  port: number;
  internalSecret: string;
  production: boolean;
  /** The users service's internal URL, where the admin policy reads current roles (users itself has none). */
  usersInternalUrl?: string;
}

/** The runtime a service's `setup` builds on; everything it starts through the kit is stopped for it. */
export interface ServiceKit extends ServiceRuntime {
  name: string;
  settings: ServiceSettings;
  /** Registers a part to stop on shutdown (stopped in reverse registration order). */
  onStop(name: string, stop: () => Promise<void>): void;
  /** Adds a readiness check to /readyz (the database is always checked). */
  ready(name: string, check: ReadinessCheck): void;
  /**
   * The outbox relay of the service's stores (their writes nudge it), with the service's producer and
   * logger, stopped on shutdown, ready as `outbox`. Call `start()`.
   */
  outboxRelay(opts: Omit<StoreRelayOptions, 'producer' | 'log'>): OutboxRelay;
  /**
   * The one admin check (fresh role) to hand to resolvers and routes: reads roles from `sessions`,
   * by default the users service at `settings.usersInternalUrl`.
   */
  adminPolicy(sessions?: SessionSource): AdminPolicy;
  /** A started event consumer, stopped on shutdown; `readiness` names its /readyz check (false: none). */
  consumer(
    name: string,
    opts: Omit<EventConsumerOptions, 'kafka' | 'producer' | 'db' | 'log'>,
    readiness?: string | false,
  ): Promise<EventConsumer>;
}

/** What `setup` returns: the GraphQL resolvers (built from one deps object) and the service's own HTTP routes. */
export interface ServiceParts<Exposed extends object> {
  resolvers: object;
  routes?: (app: Express) => void;
  /** Extra fields on the running service (for tests), e.g. its models. */
  expose?: Exposed;
}

export interface ServiceDefinition<Env, Options, Exposed extends object> {
  name: string;
  typeDefs: string;
  settings(env: Env): ServiceSettings;
  /** Builds the service's own parts on the kit (what it starts through the kit is stopped for it). */
  setup(kit: ServiceKit, env: Env, options: Options): Promise<ServiceParts<Exposed>>;
}

export type RunningService<Exposed extends object = object> = ServiceRuntime & {
  url: string;
  port: number;
} & Exposed;

export interface DefinedService<Env, Options, Exposed extends object> {
  name: string;
  typeDefs: string;
  /** Starts everything (runtime, the service's parts, the HTTP subgraph server); on failure stops what started. */
  start(env: Env, options?: Options): Promise<RunningService<Exposed>>;
  /** `main.ts`: reads the environment, starts, stops gracefully on SIGTERM/SIGINT, exits 1 on a start-up error. */
  main(readEnvironment: () => Env): void;
}

/**
 * One skeleton for every subgraph: logger, database, Kafka producer, the service's parts,
 * /graphql + /healthz + /readyz, and graceful shutdown in reverse start order.
 */
export function defineService<Env, Options = Record<string, never>, Exposed extends object = object>(
  def: ServiceDefinition<Env, Options, Exposed>,
): DefinedService<Env, Options, Exposed> {
  const start = async (env: Env, options?: Options): Promise<RunningService<Exposed>> => {
    const settings = def.settings(env);
    const runtime = await startServiceRuntime({
      name: def.name,
      logLevel: settings.logLevel,
      mongoUrl: settings.mongoUrl,
      dbName: settings.dbName,
      kafkaBrokers: settings.kafkaBrokers,
    });
    const { db, kafka, producer, log, components } = runtime;
    const readiness: Record<string, ReadinessCheck> = { database: () => pingDatabase(db) };
    const kit: ServiceKit = {
      ...runtime,
      name: def.name,
      settings,
      onStop: (name, stop) => components.push({ name, stop }),
      ready: (name, check) => {
        readiness[name] = check;
      },
      outboxRelay: (opts) => {
        const relay = createStoreRelay({ ...opts, producer, log });
        components.push({ name: 'outbox-relay', stop: () => relay.stop() });
        readiness['outbox'] = () => relay.ready();
        return relay;
      },
      adminPolicy: (sessions) => new AdminPolicy(sessions ?? usersSessions(def.name, settings)),
      consumer: async (name, opts, readinessName = 'consumer') => {
        const consumer = new EventConsumer({ ...opts, kafka, producer, db, log });
        components.push({ name, stop: () => consumer.stop() });
        await consumer.start();
        if (readinessName) readiness[readinessName] = () => consumer.ready();
        return consumer;
      },
    };
    try {
      const parts = await def.setup(kit, env, options ?? ({} as Options));
      const server = await startSubgraphServer({
        name: def.name,
        typeDefs: def.typeDefs,
        resolvers: parts.resolvers,
        host: settings.host,
        port: settings.port,
        identitySecret: settings.internalSecret,
        log,
        production: settings.production,
        readiness,
        routes: parts.routes,
      });
      components.push({ name: 'http', stop: () => server.stop() });
      return { ...runtime, ...(parts.expose ?? ({} as Exposed)), url: server.url, port: server.port };
    } catch (err) {
      await runtime.stop();
      throw err;
    }
  };

  return {
    name: def.name,
    typeDefs: def.typeDefs,
    start,
    main(readEnvironment) {
      const log = createLogger(def.name);
      try {
        start(readEnvironment())
          .then((service) => stopOnSignals(service.components, log))
          .catch((err: unknown) => exitOnStartupError(log, err));
      } catch (err) {
        exitOnStartupError(log, err);
      }
    },
  };
}

function usersSessions(caller: string, settings: ServiceSettings): SessionSource {
  if (!settings.usersInternalUrl)
    throw new Error(`${caller}: the admin policy needs usersInternalUrl or a session source`);
  return new UsersSessionClient({
    usersInternalUrl: settings.usersInternalUrl,
    internalSecret: settings.internalSecret,
    caller,
  });
}
