import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Topics, type AggregateStore, type ServiceKit } from '@faithcraft/lib';
import type { Express } from 'express';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { Audiences, Suppressions } from '../audience/contract.js';
import { automationEventsHandler } from '../automations/automation-events.js';
import { AutomationService } from '../automations/automation-service.js';
import { EmailAnalytics, type AnalyticsFacts } from '../campaigns/analytics.js';
import { CampaignService } from '../campaigns/campaign-service.js';
import { QuickActions } from '../campaigns/quick-actions.js';
import { TemplateTestSends } from '../campaigns/template-test-sends.js';
import type { KnownUserDoc } from '../data/known-user-model.js';
import { createSendingStores } from '../data/sending-stores.js';
import type { Environment } from '../environment.js';
import { publicRoutes } from '../http/public-routes.js';
import { JobRunner } from '../jobs/job-store.js';
import { campaignResolvers } from '../resolvers/campaigns.js';
import { emailAnalyticsResolvers } from '../resolvers/email-analytics.js';
import { templateResolvers } from '../resolvers/templates.js';
import { NewImagesFeed } from '../templates/marketing/new-images.js';
import { TemplateLibrary } from '../templates/marketing/template-library.js';
import { MailTokens, trackingSecret } from '../tracking/tokens.js';
import { MarketingTransport } from './marketing-transport.js';
import { Personalizer } from './personalize.js';
import { SendEngine } from './send-engine.js';

export interface SendingSeam {
  audiences: Audiences;
  suppressions: Suppressions;
  facts: AnalyticsFacts;
  knownUsers: AggregateStore<KnownUserDoc>;
}

/** One map from several areas' maps (their Query and Mutation fields side by side). */
export function mergeResolverMaps(maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...(fields as object) };
  }
  return merged as Resolvers;
}

/** The address List-Unsubscribe's mailto: goes to: the marketing sender's own address. */
export const mailtoOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * The sending side of email marketing: templates, campaigns and their send engine, tracking,
 * automations and their jobs, analytics. Answers the resolver maps and the public /mail routes.
 */
export async function setupSending(kit: ServiceKit, env: Environment, seam: SendingSeam) {
  const { db, log } = kit;
  const { audiences, suppressions } = seam;
  const stores = await createSendingStores(db, log);
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const tokens = new MailTokens(trackingSecret(env.EMAIL_TOKEN_SECRET, env.INTERNAL_SECRET));
  const transport = new MarketingTransport(
    { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, pass: env.SMTP_PASS },
    env.MARKETING_FROM,
    env.EMAIL_SEND_CONCURRENCY,
  );
  kit.onStop('marketing-transport', async () => transport.close());
  const personalizer = new Personalizer(env.PUBLIC_URL, tokens, suppressions, mailtoOf(env.MARKETING_FROM));
  const feed = new NewImagesFeed(db, env.PUBLIC_URL);
  await feed.init();
  const newImages = () => feed.thisWeek();
  // Templates are created by the admin's "initialize" (spec) or by their first use (a campaign, an automation).
  const library = new TemplateLibrary(stores.templates, env.PUBLIC_URL);

  const engine = new SendEngine({
    campaigns: stores.campaigns,
    sendLog: stores.sendLog,
    audiences,
    suppressions,
    transport,
    personalizer,
    newImages,
    log,
    owner,
    settings: {
      rate: env.EMAIL_SEND_RATE,
      concurrency: env.EMAIL_SEND_CONCURRENCY,
      batchSize: env.EMAIL_SEND_BATCH,
      leaseMs: env.EMAIL_SEND_LEASE_SECONDS * 1000,
      pollMs: env.EMAIL_SENDER_POLL_MS,
    },
  });
  const campaignService = new CampaignService({
    campaigns: stores.campaigns,
    audiences,
    library,
    transport,
    personalizer,
    newImages,
    kick: () => engine.kick(),
    log,
  });
  const automations = new AutomationService({
    ...stores,
    campaignService,
    library,
    audiences,
    suppressions,
    transport,
    personalizer,
    newImages,
    log,
  });
  await automations.ensure();
  const jobs = new JobRunner(stores.jobRuns, automations.jobs(), owner, env.EMAIL_SEND_LEASE_SECONDS * 1000, log);
  const analytics = new EmailAnalytics({ ...stores, audiences, facts: seam.facts });
  const adminPolicy = kit.adminPolicy();

  await kit.consumer('automations', {
    groupId: `${env.consumerGroup}.automations`,
    topics: [Topics.users],
    handle: automationEventsHandler(automations, audiences, stores.sendLog),
    // Only what happens from now on: a first start must not welcome every existing member.
    fromBeginning: false,
  });
  await kit.consumer('digest-images', {
    groupId: `${env.consumerGroup}.digest-images`,
    topics: [Topics.content],
    handle: feed.handler(),
  });
  engine.start();
  kit.onStop('send-engine', () => engine.stop());
  jobs.start(env.EMAIL_JOBS_POLL_MS);
  kit.onStop('jobs', async () => jobs.stop());

  const testSends = new TemplateTestSends(library, campaignService, audiences, seam.knownUsers);
  return {
    resolvers: mergeResolverMaps([
      templateResolvers({ adminPolicy, library, testSends, sendyUrl: env.SENDY_URL }),
      campaignResolvers({
        adminPolicy,
        campaigns: campaignService,
        automations,
        quickActions: new QuickActions(campaignService, audiences),
        analytics,
        audiences,
      }),
      emailAnalyticsResolvers({ adminPolicy, analytics }),
    ]),
    routes: (app: Express) => publicRoutes({ tokens, tracking: stores.tracking, suppressions, log })(app),
    engine,
    jobs,
    analytics,
    campaigns: campaignService,
    stores,
  };
}
