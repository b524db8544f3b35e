import { Isolation, Topics, type RateLimiter, type ServiceKit } from '@faithcraft/lib';
import type { Environment } from '../environment.js';
import { Mailer } from '../mail/mailer.js';
import { SubscriberDirectoryIndex } from '../lists/directory/subscriber-index.js';
import { SubscriberRowSource } from '../lists/directory/subscriber-source.js';
import type { SubscriberDirectorySync } from '../lists/directory/subscriber-sync.js';
import { startSubscriberDirectory } from '../lists/directory/rebuild.js';
import { openListStores, type ListStores } from '../lists/list-stores.js';
import { Newsletter } from '../lists/newsletter.js';
import { createSuppressions } from '../lists/suppressions.js';
import { MailTokens } from '../lists/tokens.js';
import { audienceEventsHandler } from './audience-events.js';
import { AudienceDirectory } from './audiences.js';
import type { Audiences, Suppressions } from './contract.js';
import { AudienceFacts } from './facts.js';
import { openAudienceStores, type AudienceStores } from './read-model.js';
import { SegmentCounter } from './segment-counts.js';

/** The audience side of the email service, as the resolvers and the sending side (EB) use it. */
export interface AudienceParts {
  newsletter: Newsletter;
  suppressions: Suppressions;
  audiences: Audiences;
  facts: AudienceFacts;
  segments: SegmentCounter;
  tokens: MailTokens;
  /** Sends from MARKETING_FROM. */
  marketingMailer: Mailer;
  listStores: ListStores;
  audienceStores: AudienceStores;
  /** The admin Subscribers table (OpenSearch), kept in step with every list-store write. */
  subscriberDirectory: { index: SubscriberDirectoryIndex; sync: SubscriberDirectorySync };
}

export const audienceTopics = (suffix: string): string[] =>
  [Topics.users, Topics.content, Topics.commerce].map((t) => `${t}${suffix}`);

/**
 * Lists, subscribers and suppressions; the user read model fed by the users, content and commerce
 * topics (its own consumer group); the segments and the recipients built on them.
 */
export async function setupAudience(kit: ServiceKit, env: Environment, limiter: RateLimiter): Promise<AudienceParts> {
  const { db, log } = kit;
  const isolation = await Isolation.detect(db, log);
  // Bound below: the stores report every subscriber written to the directory's sync.
  let directorySync: SubscriberDirectorySync | null = null;
  const [listStores, audienceStores] = await Promise.all([
    openListStores(db, isolation, (subscriberId) => directorySync?.schedule(subscriberId)),
    openAudienceStores(db, isolation),
  ]);
  const directoryIndex = SubscriberDirectoryIndex.connect(env.SEARCH_URL, env.subscriberIndex, log);
  const sync = await startSubscriberDirectory(kit, {
    index: directoryIndex,
    source: new SubscriberRowSource(db),
    rebuildAtStart: env.SUBSCRIBER_DIRECTORY_REBUILD_AT_START,
  });
  directorySync = sync;
  const tokens = new MailTokens(env.tokenSecret);
  const marketingMailer = new Mailer({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.MARKETING_FROM,
  });
  kit.onStop('marketing-mailer', async () => marketingMailer.close());

  const newsletter = new Newsletter({
    stores: listStores,
    tokens,
    mailer: marketingMailer,
    limiter,
    publicRateRule: { name: 'newsletter', limit: env.NEWSLETTER_RATE_LIMIT, windowMs: 3600_000 },
    publicIpRateRule: { name: 'newsletter-ip', limit: env.NEWSLETTER_IP_RATE_LIMIT, windowMs: 3600_000 },
    publicUrl: env.PUBLIC_URL,
    confirmTokenHours: env.CONFIRM_TOKEN_TTL_HOURS,
    shown: (subscriberId) => sync.visibleNow(subscriberId),
    log,
  });
  await newsletter.ensureDefaultList();

  await kit.consumer(
    'audience-consumer',
    {
      groupId: env.audienceGroup,
      topics: audienceTopics(env.AUDIENCE_TOPIC_SUFFIX),
      handle: audienceEventsHandler({
        stores: audienceStores,
        subscribers: listStores.subscribers,
        memberships: listStores.memberships,
        listCounts: listStores.listCounts,
      }),
    },
    'audience-consumer',
  );

  const segments = new SegmentCounter(audienceStores, env.SEGMENT_COUNTS_MAX_AGE_SECONDS * 1000);
  const parts: AudienceParts = {
    newsletter,
    suppressions: createSuppressions(listStores, newsletter, tokens),
    audiences: new AudienceDirectory(listStores, audienceStores, () => newsletter.ensureDefaultList()),
    facts: new AudienceFacts(audienceStores),
    segments,
    tokens,
    marketingMailer,
    listStores,
    audienceStores,
    subscriberDirectory: { index: directoryIndex, sync },
  };
  return parts;
}
