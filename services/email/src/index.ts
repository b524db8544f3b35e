import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminPolicy,
  EventConsumer,
  UsersSessionClient,
  Topics,
  pingDatabase,
  startServiceRuntime,
  startSubgraphServer,
  type ServiceRuntime,
} from '@faithcraft/lib';
import { ContactInbox } from './contact/contact-inbox.js';
import { contactMessageModel } from './data/contact-message-model.js';
import { knownUserModel } from './data/known-user-model.js';
import { rateWindowModel } from './data/rate-limit-model.js';
import { transactionalMailModel } from './data/transactional-mail-model.js';
import type { Environment } from './environment.js';
import { userEventsHandler } from './events/user-events.js';
import { internalRoutes } from './http/internal-routes.js';
import { Mailer } from './mail/mailer.js';
import { TransactionalMail } from './mail/transactional-mail.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export type Service = ServiceRuntime & { url: string; port: number };

/** Starts the email subgraph: database, SMTP transport, user-event consumer, HTTP server. */
export async function startEmailService(env: Environment): Promise<Service> {
  const runtime = await startServiceRuntime({
    name: 'email',
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.EMAIL_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
  });
  const { log, db, kafka, producer, components } = runtime;
  const mails = transactionalMailModel(db);
  const contactMessages = contactMessageModel(db);
  const rateWindows = rateWindowModel(db);
  const knownUsers = knownUserModel(db);
  await Promise.all([mails.init(), contactMessages.init(), rateWindows.init(), knownUsers.init()]);

  const mailer = new Mailer({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.MAIL_FROM,
  });
  components.push({ name: 'mailer', stop: async () => mailer.close() });

  const consumer = new EventConsumer({
    kafka,
    producer,
    db,
    groupId: env.consumerGroup,
    topics: [Topics.users],
    handle: userEventsHandler({ knownUsers, mails, contactMessages }),
    log,
  });
  await consumer.start();
  components.push({ name: 'consumer', stop: () => consumer.stop() });

  const contact = new ContactInbox({
    messages: contactMessages,
    rateWindows,
    mailer,
    supportInbox: env.SUPPORT_INBOX,
    limitPerWindow: env.CONTACT_RATE_LIMIT,
    windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS,
    log,
  });
  const transactional = new TransactionalMail({ mails, mailer, log });

  const server = await startSubgraphServer({
    name: 'email',
    typeDefs,
    resolvers: resolvers({
      adminPolicy: new AdminPolicy(
        new UsersSessionClient({
          usersInternalUrl: env.USERS_INTERNAL_URL,
          internalSecret: env.INTERNAL_SECRET,
          caller: 'email',
        }),
      ),
      contact,
      mailer,
    }),
    host: env.EMAIL_HOST,
    port: env.EMAIL_PORT,
    identitySecret: env.INTERNAL_SECRET,
    log,
    production: env.NODE_ENV === 'production',
    readiness: { database: () => pingDatabase(db), consumer: () => consumer.ready() },
    routes: internalRoutes(transactional, env.INTERNAL_SECRET, log),
  });
  components.push({ name: 'http', stop: () => server.stop() });
  return { ...runtime, url: server.url, port: server.port };
}
