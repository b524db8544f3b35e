import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Topics, defineService, type RunningService } from '@faithcraft/lib';
import { StorageAdmin } from './admin/storage-admin.js';
import { createStores, type Stores } from './data/stores.js';
import type { Environment } from './environment.js';
import { contentEventHandler } from './events/event-handlers.js';
import { AllowanceClient } from './generation/allowance-client.js';
import { BuiltInProvider, OpenAIProvider, type ImageProvider } from './generation/providers.js';
import { requeueStaleGenerations } from './generation/requeue.js';
import { GenerationRequests } from './generation/requests.js';
import { createSafetyCheck } from './generation/safety.js';
import { GenerationWorker } from './generation/worker.js';
import { fileRoutes } from './http/file-routes.js';
import { internalRoutes } from './http/internal-routes.js';
import { mcpRoutes } from './http/mcp-routes.js';
import { FeaturedImages } from './library/featured.js';
import { Library } from './library/library.js';
import { Marketplace } from './library/marketplace.js';
import { Ratings } from './library/ratings.js';
import { MediaTools } from './media/media-tools.js';
import { resolvers } from './resolvers/index.js';
import { ImageVersions } from './data/image-versions.js';
import { ImageIndex } from './search/image-index.js';
import type { SearchIndexer } from './search/search-indexer.js';
import { startSearchIndexing } from './search/search-startup.js';
import { ObjectStore } from './storage/object-store.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

/** What tests reach besides the HTTP API: the stores, storage jobs and the search index. */
export interface ContentExposed {
  models: Stores;
  storage: StorageAdmin;
  search: { index: ImageIndex; indexer: SearchIndexer; versions: ImageVersions };
}

export type Service = RunningService<ContentExposed>;

export function createProvider(env: Environment): ImageProvider {
  if (!env.OPENAI_API_KEY) return new BuiltInProvider();
  return new OpenAIProvider({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_IMAGE_MODEL,
    allowPrivateUrls: env.MEDIA_ALLOW_PRIVATE_URLS,
  });
}

/** The content subgraph: storage, outbox relay, generation worker, event consumer, HTTP. */
export const contentService = defineService<Environment, Record<string, never>, ContentExposed>({
  name: 'content',
  typeDefs,
  settings: (env) => ({
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.CONTENT_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
    host: env.CONTENT_HOST,
    port: env.CONTENT_PORT,
    internalSecret: env.INTERNAL_SECRET,
    production: env.NODE_ENV === 'production',
    usersInternalUrl: env.USERS_INTERNAL_URL,
  }),
  async setup(kit, env) {
    const { log } = kit;
    const models = await createStores(kit.db, log);
    const store = new ObjectStore({
      endPoint: env.MINIO_ENDPOINT,
      port: env.MINIO_PORT,
      useSSL: env.MINIO_USE_SSL,
      accessKey: env.MINIO_ACCESS_KEY,
      secretKey: env.MINIO_SECRET_KEY,
      bucket: env.MINIO_BUCKET,
    });
    await store.ensureBucket();
    kit.ready('storage', () => store.healthy());

    const relay = kit.outboxRelay({
      stores: [models.images, models.downloads, models.ratings, models.searches],
      pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    });
    relay.start();

    const worker = new GenerationWorker({
      images: models.images,
      store,
      provider: createProvider(env),
      log,
      afterProvider:
        env.FAULT_INJECTION === 'crash-during-generation'
          ? () => {
              log.warn('fault injection: killing the worker in the middle of a job');
              process.kill(process.pid, 'SIGKILL');
            }
          : undefined,
    });
    await requeueStaleGenerations(models.images, env.GENERATION_STALE_MINUTES, log);
    // The work queue: offsets are committed only after a job is handled, so a worker that dies
    // mid-job has it redelivered; an AI image can outlast the default session, hence the longer one.
    await kit.consumer(
      'generation-worker',
      {
        groupId: env.CONTENT_WORKER_GROUP,
        topics: [Topics.generationJobs],
        handle: (event) => worker.handle(event),
        sessionTimeoutMs: 30_000,
        partitionsConsumedConcurrently: 3,
      },
      'worker',
    );

    const index = ImageIndex.connect(env.SEARCH_URL, env.SEARCH_INDEX, log);
    kit.onStop('search-client', () => index.close());
    const versions = new ImageVersions(kit.db);
    const indexer = await startSearchIndexing(kit, {
      index,
      versions,
      groupId: env.CONTENT_SEARCH_GROUP,
      rebuildAtStart: env.SEARCH_REBUILD_AT_START,
    });
    const imageChanged = (id: string) => indexer.syncNow(id);

    await kit.consumer(
      'event-consumer',
      {
        groupId: env.CONTENT_CONSUMER_GROUP,
        topics: [Topics.users, Topics.commerce],
        handle: contentEventHandler({ models, store, index, log }),
      },
      false,
    );

    const adminPolicy = kit.adminPolicy();
    const library = new Library(models, (viewer) => adminPolicy.isAdmin(viewer), imageChanged);
    const marketplace = new Marketplace({
      source: index,
      models,
      log,
      recordSearches: env.MARKETPLACE_RECORD_SEARCHES,
    });
    const storage = new StorageAdmin({ models, store, log, allowPrivateUrls: env.MEDIA_ALLOW_PRIVATE_URLS });
    // Registered before the HTTP server, so it stops after it: running storage jobs finish first.
    kit.onStop('storage-jobs', () => storage.idle());
    const generation = new GenerationRequests({
      images: models.images,
      allowance: new AllowanceClient({ usersInternalUrl: env.USERS_INTERNAL_URL, internalSecret: env.INTERNAL_SECRET }),
      safety: createSafetyCheck({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }),
      log,
    });
    const tools = new MediaTools({
      store,
      models,
      allowPrivateUrls: env.MEDIA_ALLOW_PRIVATE_URLS,
      publicUrl: env.PUBLIC_URL,
    });

    return {
      resolvers: resolvers({
        adminPolicy,
        library,
        marketplace,
        ratings: new Ratings(models, imageChanged),
        generation,
        storage,
        featured: new FeaturedImages(models),
      }),
      routes: (app) => {
        fileRoutes({ models, library, store, identitySecret: env.INTERNAL_SECRET, log })(app);
        mcpRoutes({ tools, store, adminPolicy, identitySecret: env.INTERNAL_SECRET, log })(app);
        internalRoutes({ models, internalSecret: env.INTERNAL_SECRET, log })(app);
      },
      expose: { models, storage, search: { index, indexer, versions } },
    };
  },
});

export const startContentService = (env: Environment): Promise<Service> => contentService.start(env);
