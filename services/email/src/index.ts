import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Topics, defineService, type RunningService } from '@faithcraft/lib';
import { ContactInbox } from './contact/contact-inbox.js';
import { createStores } from './data/stores.js';
import type { Environment } from './environment.js';
import { userEventsHandler } from './events/user-events.js';
import { internalRoutes } from './http/internal-routes.js';
import { Mailer } from './mail/mailer.js';
import { TransactionalMail } from './mail/transactional-mail.js';
import { resolvers } from './resolvers/index.js';
import { setupAudience, type AudienceParts } from './audience/setup.js';
import { mergeResolverMaps, setupSending } from './sending/setup.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export type Service = RunningService<{ audience: AudienceParts }>;

/** The email subgraph: SMTP transport, user-event consumer, contact form and transactional mail. */
export const emailService = defineService<Environment, Record<string, never>, { audience: AudienceParts }>({
  name: 'email',
  typeDefs,
  settings: (env) => ({
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.EMAIL_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
    host: env.EMAIL_HOST,
    port: env.EMAIL_PORT,
    internalSecret: env.INTERNAL_SECRET,
    production: env.NODE_ENV === 'production',
    usersInternalUrl: env.USERS_INTERNAL_URL,
  }),
  async setup(kit, env) {
    const { db, log } = kit;
    const { mails, contactMessages, knownUsers, limiter } = await createStores(db, log);

    const mailer = new Mailer({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      user: env.SMTP_USER,
      pass: env.SMTP_PASS,
      from: env.MAIL_FROM,
    });
    kit.onStop('mailer', async () => mailer.close());

    await kit.consumer('consumer', {
      groupId: env.consumerGroup,
      topics: [Topics.users],
      handle: userEventsHandler({ knownUsers, mails, contactMessages }),
    });

    const contact = new ContactInbox({
      messages: contactMessages,
      limiter,
      rateRule: { name: 'contact', limit: env.CONTACT_RATE_LIMIT, windowMs: env.CONTACT_RATE_WINDOW_SECONDS * 1000 },
      mailer,
      supportInbox: env.SUPPORT_INBOX,
      log,
    });
    const transactional = new TransactionalMail({ mails, mailer, log });
    const audience = await setupAudience(kit, env, limiter);
    // The sending side (templates, campaigns, automations, analytics) reads the audience through the seam.
    const sending = await setupSending(kit, env, {
      audiences: audience.audiences,
      suppressions: audience.suppressions,
      facts: {
        paymentTotals: () => audience.facts.paymentTotals(),
        subscribedSince: (userIds, since) => audience.facts.subscribedSince(userIds, since),
        listCount: () => audience.listStores.lists.countDocuments({}),
      },
      knownUsers,
    });

    return {
      resolvers: mergeResolverMaps([
        resolvers({ adminPolicy: kit.adminPolicy(), contact, mailer, audience }),
        sending.resolvers,
      ]),
      routes: (app) => {
        internalRoutes(transactional, env.INTERNAL_SECRET, log)(app);
        sending.routes(app);
      },
      expose: { audience, sending },
    };
  },
});

export const startEmailService = (env: Environment): Promise<Service> => emailService.start(env);
