import { PDFDocument } from 'pdf-lib';
import { Topics, createEvent, type PurchaseCompletedV1 } from '@faithcraft/lib';
import { readTopic, testKafka, unique, waitFor } from '../../../test/support/kit';
import {
  GENERATE,
  IMAGE,
  caller,
  changeRole,
  contentEnv,
  dropDatabase,
  startAllowanceServer,
  startContentService,
  user,
  type Service,
} from './support';

const LIMIT_MESSAGE = "You've used all your free generations. Upgrade to the Family Plan for unlimited access.";

jest.setTimeout(90_000);

describe('content service: generation pipeline, library and files (built-in provider)', () => {
  const suffix = unique('gen');
  let service: Service;
  let allowance: Awaited<ReturnType<typeof startAllowanceServer>>;

  beforeAll(async () => {
    allowance = await startAllowanceServer(2);
    service = await startContentService(contentEnv(suffix, { USERS_INTERNAL_URL: allowance.url }));
  });
  afterAll(async () => {
    await service?.stop();
    await allowance?.close();
    await dropDatabase(`content_${suffix}`);
  });

  const generate = (
    who: ReturnType<typeof user>,
    prompt = 'Nephi builds a ship',
    contentType: string | null = 'COLORING',
  ) =>
    caller(service, who).graphql<{ generateImage: Record<string, unknown> }>(GENERATE, {
      i: { prompt, contentType, category: 'PRIMARY', style: 'cartoon-gospel' },
    });

  const completed = (who: ReturnType<typeof user>, id: string) =>
    waitFor(
      async () => {
        const r = await caller(service, who).graphql<{ image: Record<string, unknown> | null }>(
          `query($id: ID!) { image(id: $id) { ${IMAGE} } }`,
          { id },
        );
        return r.data?.image?.['generationStatus'] === 'completed' ? r.data.image : undefined;
      },
      60_000,
      'the image to complete',
    );

  it('answers a pending image at once, stores the PNG and thumbnail in MinIO, completes and emits ImageGenerated once', async () => {
    const owner = user();
    const res = await generate(owner);
    expect(res.errors).toBeUndefined();
    const pending = res.data!.generateImage;
    expect(pending).toMatchObject({
      generationStatus: 'pending',
      imageUrl: null,
      ownerId: owner.userId,
      isPublic: false,
      // GraphQL carries the enums' names; content stores (and events carry) the wire values.
      category: 'PRIMARY',
      contentType: 'COLORING',
    });
    expect(allowance.calls).toContainEqual({ userId: owner.userId, imageId: pending['id'] });

    const image = await completed(owner, pending['id'] as string);
    expect(image).toMatchObject({
      imageUrl: `/media/images/${String(pending['id'])}.png`,
      thumbnailUrl: `/media/images/${String(pending['id'])}/thumb.jpg`,
    });
    const doc = await service.models.images.findById(String(pending['id']));
    expect(doc).toMatchObject({ category: 'primary', contentType: 'coloring' });
    expect(doc!.storageKey).toBe(`images/${owner.userId}/${String(pending['id'])}.png`);

    const png = await caller(service, owner).get(`/files/images/${String(pending['id'])}.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const thumb = await caller(service, owner).get(`/files/images/${String(pending['id'])}/thumb.jpg`);
    expect(Buffer.from(await thumb.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const generated = await waitFor(
      async () => {
        const found = await readTopic(Topics.content, (m) => m.key?.toString() === pending['id']);
        const events = found.map((m) => JSON.parse(m.value!.toString()) as { type: string; data: object });
        return events.some((e) => e.type === 'ImageGenerated.v1') ? events : undefined;
      },
      30_000,
      'ImageGenerated on Kafka',
    );
    expect(generated.filter((e) => e.type === 'ImageGenerated.v1')).toHaveLength(1);
    expect(generated.find((e) => e.type === 'ImageGenerated.v1')!.data).toMatchObject({
      imageId: pending['id'],
      ownerId: owner.userId,
      contentType: 'coloring',
      category: 'primary',
      provider: 'builtin',
    });
  });

  it('refuses an empty description, an unknown content type and an unsafe description without charging', async () => {
    const who = user();
    const empty = await generate(who, '   ');
    expect(empty.errors?.[0]).toMatchObject({
      message: "Please describe what you'd like to create",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // The REST facade sends an unlisted content type as null: refused with the spec's list.
    const unknownType = await generate(who, 'Moses', null);
    expect(unknownType.errors?.[0]).toMatchObject({
      message:
        'Please choose a content type: flashcards, coloring, board-game, song-visual, worksheet, poster, stickers or talk-visual',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A name outside the enum never reaches the service.
    const notAnEnum = await generate(who, 'Moses', 'hologram');
    expect(notAnEnum.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unsafe = await generate(who, 'a gore scene');
    expect(unsafe.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooLong = await generate(who, 'x'.repeat(1001));
    expect(tooLong.errors?.[0]?.message).toMatch(/under 1000 characters/);
    expect(allowance.calls.filter((c) => c.userId === who.userId)).toHaveLength(0);
    expect(await service.models.images.countDocuments({ ownerId: who.userId })).toBe(0);
  });

  it('answers GENERATION_LIMIT_REACHED with the spec text when the users service refuses', async () => {
    const who = user();
    expect((await generate(who, 'Daniel and the lions')).errors).toBeUndefined();
    expect((await generate(who, 'Jonah and the whale')).errors).toBeUndefined();
    const refused = await generate(who, 'Noah and the ark');
    expect(refused.errors?.[0]).toMatchObject({
      message: LIMIT_MESSAGE,
      extensions: { code: 'GENERATION_LIMIT_REACHED' },
    });
    expect(await service.models.images.countDocuments({ ownerId: who.userId })).toBe(2);
  });

  it('keeps a private image private, serves files to the owner, records downloads, and lets a buyer download after a purchase', async () => {
    const owner = user();
    const other = user();
    const id = String((await generate(owner, 'The Good Samaritan', 'POSTER')).data!.generateImage['id']);
    await completed(owner, id);

    // Another user cannot see or fetch a private image, and cannot tell it exists.
    const seen = await caller(service, other).graphql<{ image: unknown }>(`query($id: ID!) { image(id: $id) { id } }`, {
      id,
    });
    expect(seen.data?.image).toBeNull();
    expect((await caller(service, other).get(`/files/images/${id}.png`)).status).toBe(404);
    expect((await caller(service, other).get(`/files/images/${id}/download/png`)).status).toBe(404);
    expect((await caller(service, null).get(`/files/images/${id}/download/png`)).status).toBe(401);

    // An admin sees it; a token that still says admin after a demotion does not.
    const admin = user('admin');
    const asAdmin = () =>
      caller(service, admin).graphql<{ image: { id: string } | null }>(`query($id: ID!) { image(id: $id) { id } }`, {
        id,
      });
    expect((await asAdmin()).data?.image?.id).toBe(id);
    changeRole(admin, 'user');
    expect((await asAdmin()).data?.image).toBeNull();

    for (const [format, magic] of [
      ['png', '\x89PNG'],
      ['jpg', '\xff\xd8'],
      ['pdf', '%PDF'],
    ] as const) {
      const res = await caller(service, owner).get(`/files/images/${id}/download/${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="[\\w-]+\\.${format}"$`),
      );
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, magic.length).toString('latin1')).toBe(magic);
      if (format === 'pdf') {
        const pdf = await PDFDocument.load(body);
        const { width, height } = pdf.getPage(0).getSize();
        expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
      }
    }
    const a4 = await caller(service, owner).get(`/files/images/${id}/download/pdf?page=a4`);
    const a4Size = (await PDFDocument.load(Buffer.from(await a4.arrayBuffer()))).getPage(0).getSize();
    expect(Math.round(a4Size.width)).toBe(595);
    expect((await caller(service, owner).get(`/files/images/${id}/download/gif`)).status).toBe(400);

    const downloads = await caller(service, owner).graphql<{
      myDownloads: { format: string; image: { id: string } }[];
    }>(`{ myDownloads { id format createdAt image { id title } } }`);
    expect(downloads.data!.myDownloads.map((d) => d.format)).toEqual(['pdf', 'pdf', 'jpg', 'png']);
    expect((await service.models.images.findById(id))!.downloadCount).toBe(4);

    // Published: others see it but must buy it to download.
    const published = await caller(service, owner).graphql<{ setImageVisibility: Record<string, unknown> }>(
      `mutation($id: ID!) { setImageVisibility(id: $id, input: { isPublic: true, isForSale: true }) { ${IMAGE} } }`,
      { id },
    );
    expect(published.data!.setImageVisibility).toMatchObject({ isPublic: true, isForSale: true, priceCents: 299 });
    const notMine = await caller(service, other).graphql(
      `mutation($id: ID!) { setImageVisibility(id: $id, input: { isPublic: false, isForSale: false }) { id } }`,
      { id },
    );
    expect(notMine.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await caller(service, other).get(`/files/images/${id}.png`)).status).toBe(200);
    expect((await caller(service, other).get(`/files/images/${id}/download/png`)).status).toBe(403);

    const producer = testKafka().producer();
    await producer.connect();
    const purchase: PurchaseCompletedV1 = createEvent({
      source: '/faithcraft/commerce',
      type: 'PurchaseCompleted.v1',
      subject: unique('purchase'),
      data: {
        purchaseId: unique('purchase'),
        imageId: id,
        buyerId: other.userId,
        sellerId: owner.userId,
        amountCents: 299,
        currency: 'usd',
        completedAt: new Date().toISOString(),
      },
    });
    await producer.send({
      topic: Topics.commerce,
      messages: [{ key: purchase.subject, value: JSON.stringify(purchase) }],
    });
    await producer.disconnect();
    await waitFor(
      async () => (await caller(service, other).get(`/files/images/${id}/download/png`)).status === 200,
      30_000,
      'the buyer may download',
    );
    const library = await caller(service, other).graphql<{ myImages: { id: string }[] }>(
      `{ myImages(filter: PURCHASED) { id } }`,
    );
    expect(library.data!.myImages.map((i) => i.id)).toEqual([id]);

    // The profile's marketplace figures come from the recorded purchase, in integer cents; only the
    // user (or an admin) sees them.
    const STATS = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { totalSales totalEarningsCents totalPurchases totalSpentCents } } }`;
    const statsOf = async (viewer: typeof owner | null, userId: string) =>
      (
        await caller(service, viewer).graphql<{ _entities: unknown[] }>(STATS, {
          r: [{ __typename: 'User', id: userId }],
        })
      ).data!._entities[0];
    expect(await statsOf(owner, owner.userId)).toEqual({
      totalSales: 1,
      totalEarningsCents: 299,
      totalPurchases: 0,
      totalSpentCents: 0,
    });
    expect(await statsOf(other, other.userId)).toEqual({
      totalSales: 0,
      totalEarningsCents: 0,
      totalPurchases: 1,
      totalSpentCents: 299,
    });
    expect(await statsOf(other, owner.userId)).toMatchObject({ totalSales: 0, totalEarningsCents: 0 });

    const favorite = await caller(service, other).graphql<{ setFavorite: { isFavorite: boolean } }>(
      `mutation($id: ID!) { setFavorite(imageId: $id, favorite: true) { isFavorite } }`,
      { id },
    );
    expect(favorite.data!.setFavorite.isFavorite).toBe(true);
    const favorites = await caller(service, other).graphql<{ myImages: { id: string; isFavorite: boolean }[] }>(
      `{ myImages(filter: FAVORITES) { id isFavorite } }`,
    );
    expect(favorites.data!.myImages).toEqual([{ id, isFavorite: true }]);

    const market = await caller(service, null).graphql<{ publicImages: { items: { id: string }[]; total: number } }>(
      `query($s: String) { publicImages(input: { search: $s, category: PRIMARY, limit: 500 }) { items { id } total hasMore } }`,
      { s: 'good samaritan' },
    );
    expect(market.data!.publicImages.items.map((i) => i.id)).toContain(id);
    const regexSafe = await caller(service, null).graphql<{ publicImages: { total: number } }>(
      `{ publicImages(input: { search: "(.*" }) { total } }`,
    );
    expect(regexSafe.data!.publicImages.total).toBe(0);
  });
});
