import { randomUUID } from 'node:crypto';
import { Topics, createEvent, type UserDeletedV1 } from '@faithcraft/lib';
import { testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import { ObjectStore } from '../src/storage/object-store';
import { MediaTools } from '../src/media/media-tools';
import {
  caller,
  contentEnv,
  dropDatabase,
  samplePng,
  startAllowanceServer,
  startContentService,
  startHttp,
  user,
  type Service,
} from './support';

jest.setTimeout(90_000);

describe('storage admin, media tools and account deletion', () => {
  const suffix = unique('store');
  let service: Service;
  let allowance: Awaited<ReturnType<typeof startAllowanceServer>>;
  let origin: Awaited<ReturnType<typeof startHttp>>;
  let store: ObjectStore;
  const admin = user('admin');
  const owner = user();

  beforeAll(async () => {
    const png = await samplePng(120, 160);
    origin = await startHttp((path) =>
      path.startsWith('/alive/') ? { status: 200, type: 'image/png', body: png } : { status: 404 },
    );
    allowance = await startAllowanceServer();
    const env = contentEnv(suffix, { USERS_INTERNAL_URL: allowance.url, MEDIA_ALLOW_PRIVATE_URLS: 'true' });
    service = await startContentService(env);
    const s = testSettings().minio;
    store = new ObjectStore({ ...s, bucket: env.MINIO_BUCKET });
  });
  afterAll(async () => {
    await service?.stop();
    await allowance?.close();
    await origin?.close();
    await dropDatabase(`content_${suffix}`);
  });

  const seed = async (fields: Record<string, unknown>) => {
    const _id = randomUUID();
    await service.models.images.create({
      _id,
      ownerId: owner.userId,
      title: 'Seeded',
      category: 'fhe',
      style: 'cartoon-gospel',
      contentType: 'poster',
      prompt: 'seeded',
      status: 'completed',
      requestedAt: new Date(),
      ...fields,
    });
    return _id;
  };
  const health = async () =>
    (
      await caller(service, admin).graphql<{ imageHealth: Record<string, unknown> }>(
        `{ imageHealth { total stored potentiallyExpired markedExpired migration { running processed migrated failed total } } }`,
      )
    ).data!.imageHealth;

  it('migrates provider URLs into MinIO in the background, then repairs missing files or marks them expired', async () => {
    const storedKey = `images/${owner.userId}/stored.png`;
    await store.put(storedKey, await samplePng(), 'image/png');
    const stored = await seed({ storageKey: storedKey });
    const alive = await seed({ sourceUrl: `${origin.url}/alive/a.png` });
    const dead = await seed({ sourceUrl: `${origin.url}/dead/b.png` });
    const lost = await seed({ storageKey: `images/${owner.userId}/never-written.png` });

    expect(await health()).toMatchObject({
      total: 4,
      stored: 2,
      potentiallyExpired: 2,
      markedExpired: 0,
      migration: null,
    });

    const denied = await caller(service, owner).graphql(`mutation { migrateImages { running } }`);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const started = await caller(service, admin).graphql<{ migrateImages: Record<string, unknown> }>(
      `mutation { migrateImages(batchSize: 500) { running total } }`,
    );
    expect(started.data!.migrateImages).toEqual({ running: true, total: 2 });
    const after = await waitFor(
      async () => {
        const h = await health();
        return (h['migration'] as { running: boolean }).running ? undefined : h;
      },
      30_000,
      'the migration to finish',
    );
    expect(after).toMatchObject({
      total: 4,
      stored: 3,
      potentiallyExpired: 0,
      markedExpired: 1,
      migration: { running: false, processed: 2, migrated: 1, failed: 1, total: 2 },
    });
    const migrated = await service.models.images.findById(alive);
    expect(await store.exists(migrated!.storageKey!)).toBe(true);
    expect((await service.models.images.findById(dead))!.isExpired).toBe(true);

    // The migrated file disappears from storage; repair fetches it again from its source.
    await store.remove([migrated!.storageKey!]);
    const fixed = await caller(service, admin).graphql<{ fixExpiredImages: { fixed: number; failed: number } }>(
      `mutation { fixExpiredImages { fixed failed } }`,
    );
    expect(fixed.data!.fixExpiredImages).toEqual({ fixed: 1, failed: 2 });
    expect(await store.exists(migrated!.storageKey!)).toBe(true);
    expect((await service.models.images.findById(lost))!.isExpired).toBe(true);
    expect((await service.models.images.findById(stored))!.isExpired).toBe(false);
    expect((await caller(service, owner).get(`/files/images/${lost}.png`)).status).toBe(404);
    const listed = await caller(service, owner).graphql<{ image: { imageUrl: string | null } }>(
      `query($id: ID!) { image(id: $id) { imageUrl } }`,
      { id: lost },
    );
    expect(listed.data!.image.imageUrl).toBeNull();
  });

  it('media tools: admins only, health from a real bucket check, and no fetches into private networks', async () => {
    expect((await caller(service, owner).get('/mcp/capabilities')).status).toBe(403);
    expect((await caller(service, null).post('/mcp', { method: 'healthCheck' })).status).toBe(401);
    const caps = (await (await caller(service, admin).get('/mcp/capabilities')).json()) as {
      methods: { name: string }[];
    };
    expect(caps.methods.map((m) => m.name)).toEqual(
      expect.arrayContaining(['upload', 'healthCheck', 'batchUpload', 'createDownloadUrls']),
    );
    const health = (await (
      await caller(service, admin).post('/mcp', { method: 'healthCheck', params: {} })
    ).json()) as {
      result: { status: string };
    };
    expect(health.result.status).toBe('healthy');
    const unknownMethod = await caller(service, admin).post('/mcp', { method: 'rm -rf', params: {} });
    expect(unknownMethod.status).toBe(400);

    // A tool instance that is NOT allowed to reach private addresses (the production setting).
    const strict = new MediaTools({
      store,
      models: service.models,
      allowPrivateUrls: false,
      publicUrl: 'http://localhost',
    });
    for (const imageUrl of [
      `${origin.url}/alive/a.png`,
      'http://10.1.2.3/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/x.png',
      'http://localhost/x.png',
    ]) {
      await expect(strict.upload({ imageUrl })).rejects.toThrow('Image URLs must point to a public internet address');
    }
    await expect(strict.upload({ imageUrl: 'file:///etc/passwd' })).rejects.toThrow('Only http and https');
    await expect(strict.upload({ imageUrl: '' })).rejects.toThrow('imageUrl is required');
  });

  it('media tools: upload, batch upload (max 20) and short-lived download URLs', async () => {
    const folder = unique('f').replace(/_/g, '-');
    const uploaded = (await (
      await caller(service, admin).post('/mcp', {
        method: 'upload',
        params: { imageUrl: `${origin.url}/alive/c.png`, folder, publicId: 'hello', quality: 80, format: 'jpg' },
      })
    ).json()) as { result: { publicId: string; bytes: number; format: string; url: string } };
    expect(uploaded.result).toMatchObject({ publicId: `${folder}/hello`, format: 'jpg' });
    expect(uploaded.result.bytes).toBeGreaterThan(100);
    expect(await store.exists(`media/${folder}/hello`)).toBe(true);

    const batch = (await (
      await caller(service, admin).post('/mcp', {
        method: 'batchUpload',
        params: {
          uploads: [
            { imageUrl: `${origin.url}/alive/d.png`, folder },
            { imageUrl: `${origin.url}/dead/e.png`, folder },
          ],
        },
      })
    ).json()) as { result: { success: boolean }[] };
    expect(batch.result.map((r) => r.success)).toEqual([true, false]);
    const tooMany = await caller(service, admin).post('/mcp', {
      method: 'batchUpload',
      params: { uploads: Array.from({ length: 21 }, () => ({ imageUrl: `${origin.url}/alive/x.png` })) },
    });
    expect(tooMany.status).toBe(400);

    const urls = (await (
      await caller(service, admin).post('/mcp', {
        method: 'createDownloadUrls',
        params: { publicId: `${folder}/hello` },
      })
    ).json()) as { result: { urls: { file: string } } };
    const file = await fetch(urls.result.urls.file);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('removes a deleted user’s images, files, downloads and favourites (UserDeleted.v1)', async () => {
    const gone = user();
    const key = `images/${gone.userId}/x.png`;
    await store.put(key, await samplePng(), 'image/png');
    const id = randomUUID();
    await service.models.images.create({
      _id: id,
      ownerId: gone.userId,
      title: 'Mine',
      category: 'fhe',
      style: 's',
      contentType: 'poster',
      prompt: 'p',
      status: 'completed',
      storageKey: key,
      requestedAt: new Date(),
    });
    await service.models.favorites.create({
      _id: `${gone.userId}:${id}`,
      userId: gone.userId,
      imageId: id,
      createdAt: new Date(),
    });
    const event: UserDeletedV1 = createEvent({
      source: '/faithcraft/users',
      type: 'UserDeleted.v1',
      subject: gone.userId,
      data: { userId: gone.userId, deletedAt: new Date().toISOString() },
    });
    const producer = testKafka().producer();
    await producer.connect();
    await producer.send({ topic: Topics.users, messages: [{ key: gone.userId, value: JSON.stringify(event) }] });
    await producer.disconnect();
    await waitFor(
      async () => (await service.models.images.countDocuments({ ownerId: gone.userId })) === 0,
      30_000,
      'images removed',
    );
    expect(await store.exists(key)).toBe(false);
    expect(await service.models.favorites.countDocuments({ userId: gone.userId })).toBe(0);
  });
});
