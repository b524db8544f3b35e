import { Topics } from '@faithcraft/lib';
import { readTopic, unique, waitFor } from '../../../test/support/kit';
import {
  GENERATE,
  IMAGE,
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

/**
 * The OpenAI provider against a small OpenAI-compatible server: art as b64_json or as a URL the
 * worker must copy into MinIO in the same job, a provider error that fails the image, and the
 * moderation endpoint refusing a description before anything is charged.
 */
describe('content service with the OpenAI provider (local OpenAI-compatible server)', () => {
  const suffix = unique('oai');
  let service: Service;
  let allowance: Awaited<ReturnType<typeof startAllowanceServer>>;
  let fake: Awaited<ReturnType<typeof startHttp>>;
  let art: Buffer;
  const seen: { path: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    art = await samplePng(256, 384);
    fake = await startHttp((path, raw, method) => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      seen.push({ path, body });
      if (method === 'GET' && path === '/files/art.png') return { status: 200, type: 'image/png', body: art };
      if (path === '/v1/moderations') {
        const flagged = String(body['input']).includes('forbidden-topic');
        return {
          status: 200,
          type: 'application/json',
          body: JSON.stringify({ id: 'm', model: 'x', results: [{ flagged, categories: {}, category_scores: {} }] }),
        };
      }
      if (path === '/v1/images/generations') {
        const prompt = String(body['prompt']);
        if (prompt.includes('explode'))
          return { status: 500, type: 'application/json', body: '{"error":{"message":"boom"}}' };
        const data = prompt.includes('as-url')
          ? [{ url: `${fake.url}/files/art.png` }]
          : [{ b64_json: art.toString('base64') }];
        return { status: 200, type: 'application/json', body: JSON.stringify({ created: 1, data }) };
      }
      return { status: 404 };
    });
    allowance = await startAllowanceServer(100);
    service = await startContentService(
      contentEnv(suffix, {
        USERS_INTERNAL_URL: allowance.url,
        OPENAI_API_KEY: 'sk-test-local',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        OPENAI_IMAGE_MODEL: 'gpt-image-1',
        MEDIA_ALLOW_PRIVATE_URLS: 'true',
      }),
    );
  });
  afterAll(async () => {
    await service?.stop();
    await allowance?.close();
    await fake?.close();
    await dropDatabase(`content_${suffix}`);
  });

  const finished = (who: ReturnType<typeof user>, id: string) =>
    waitFor(
      async () => {
        const r = await caller(service, who).graphql<{ image: Record<string, unknown> }>(
          `query($id: ID!) { image(id: $id) { ${IMAGE} } }`,
          { id },
        );
        return r.data?.image?.['generationStatus'] !== 'pending' ? r.data!.image : undefined;
      },
      60_000,
      'the generation to finish',
    );

  it('paints the art with the model (b64_json) and lays the title over it', async () => {
    const who = user();
    const res = await caller(service, who).graphql<{ generateImage: { id: string } }>(GENERATE, {
      i: { prompt: 'Jesus blesses the children', contentType: 'POSTER' },
    });
    const image = await finished(who, res.data!.generateImage.id);
    expect(image['generationStatus']).toBe('completed');
    const request = seen.find(
      (s) => s.path === '/v1/images/generations' && String(s.body['prompt']).includes('blesses'),
    );
    expect(request!.body).toMatchObject({ model: 'gpt-image-1', n: 1 });
    const doc = await service.models.images.findById(res.data!.generateImage.id);
    expect(doc).toMatchObject({ provider: 'openai', sourceUrl: null });
    const png = await caller(service, who).get(`/files/images/${doc!._id}.png`);
    expect(png.status).toBe(200);
  });

  it('copies an image the provider returned as a URL into MinIO in the same job', async () => {
    const who = user();
    const res = await caller(service, who).graphql<{ generateImage: { id: string } }>(GENERATE, {
      i: { prompt: 'Lehi dream as-url', contentType: 'POSTER' },
    });
    await finished(who, res.data!.generateImage.id);
    const doc = await service.models.images.findById(res.data!.generateImage.id);
    expect(doc).toMatchObject({ status: 'completed', sourceUrl: `${fake.url}/files/art.png` });
    expect(doc!.storageKey).toBeTruthy();
  });

  it('fails the image with a user-facing reason and publishes ImageGenerationFailed when the provider errors', async () => {
    const who = user();
    const res = await caller(service, who).graphql<{ generateImage: { id: string } }>(GENERATE, {
      i: { prompt: 'please explode', contentType: 'WORKSHEET' },
    });
    const id = res.data!.generateImage.id;
    const image = await finished(who, id);
    expect(image).toMatchObject({
      generationStatus: 'failed',
      imageUrl: null,
      failureReason: 'The image service is unavailable right now. Please try again.',
    });
    const events = await waitFor(
      async () => {
        const found = await readTopic(Topics.content, (m) => m.key?.toString() === id);
        return found.length
          ? found.map((m) => JSON.parse(m.value!.toString()) as { type: string; data: object })
          : undefined;
      },
      30_000,
      'ImageGenerationFailed on Kafka',
    );
    expect(events.map((e) => e.type)).toEqual(['ImageGenerationFailed.v1']);
    expect(events[0]!.data).toMatchObject({ imageId: id, ownerId: who.userId, reason: image['failureReason'] });
  });

  it('refuses a description the moderation endpoint flags, before any generation is charged', async () => {
    const who = user();
    const res = await caller(service, who).graphql(GENERATE, {
      i: { prompt: 'a forbidden-topic', contentType: 'POSTER' },
    });
    expect(res.errors?.[0]?.message).toMatch(/not appropriate for family teaching content/);
    expect(allowance.calls.filter((c) => c.userId === who.userId)).toHaveLength(0);
  });
});
