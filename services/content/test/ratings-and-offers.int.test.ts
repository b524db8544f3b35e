import { SERVICE_TOKEN_HEADER, Topics, signServiceToken } from '@faithcraft/lib';
import { readTopic, unique, waitFor } from '../../../test/support/kit';
import { finishedImage, marketplace, marketplaceUntil, publish, purchased, type Who } from './marketplace';
import { SECRET, caller, contentEnv, dropDatabase, startContentService, user, type Service } from './support';

jest.setTimeout(120_000);

const RATE = `mutation($id: ID!, $s: Int!) { rateImage(imageId: $id, stars: $s) { id ratingAverage ratingCount myRating isPurchased } }`;
const IMAGE = `query($id: ID!) { image(id: $id) { id priceCents isPublic isForSale ratingAverage ratingCount myRating isPurchased } }`;

describe('content: ratings, publish prices and the sale terms commerce reads', () => {
  const suffix = unique('rate');
  let service: Service;
  let seller: Who;

  beforeAll(async () => {
    service = await startContentService(contentEnv(suffix));
    seller = user();
  });
  afterAll(async () => {
    await service?.stop();
    await dropDatabase(`content_${suffix}`);
  });

  const rate = (who: Who, id: string, stars: number) =>
    caller(service, who).graphql<{ rateImage: Record<string, unknown> }>(RATE, { id, s: stars });
  const imageAs = async (who: Who | null, id: string) =>
    (await caller(service, who).graphql<{ image: Record<string, unknown> }>(IMAGE, { id })).data!.image;
  const owns = (buyer: Who, id: string) =>
    waitFor(async () => (await imageAs(buyer, id))['isPurchased'] === true, 30_000, 'the purchase to be recorded');

  it('lets buyers only rate, once, 1–5 stars; figures on the image, the card and the index; ImageRated published', async () => {
    const image = await finishedImage(service, seller, { title: 'Rated lesson on faith' });
    await publish(service, seller, image._id);
    const stranger = user();
    const [first, second] = [user(), user()];

    expect((await rate(stranger, image._id, 5)).errors?.[0]).toMatchObject({
      message: 'Only buyers who purchased this image can rate it',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await rate(seller, image._id, 5)).errors?.[0]?.message).toBe('You cannot rate your own image');
    expect((await caller(service, null).graphql(RATE, { id: image._id, s: 5 })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );

    await purchased(image._id, first, seller);
    await purchased(image._id, second, seller);
    await owns(first, image._id);
    await owns(second, image._id);
    for (const stars of [0, 6, -3]) {
      expect((await rate(first, image._id, stars)).errors?.[0]?.message).toBe(
        'Rating must be a whole number of stars from 1 to 5',
      );
    }
    // Half stars are not even an Int: GraphQL refuses them before content sees them.
    expect((await rate(first, image._id, 2.5)).errors?.[0]?.message).toMatch(/Int cannot represent/);
    // Refused input changed nothing.
    expect(await imageAs(first, image._id)).toMatchObject({ ratingCount: 0, ratingAverage: null, myRating: null });

    expect((await rate(first, image._id, 4)).data!.rateImage).toEqual({
      id: image._id,
      ratingAverage: 4,
      ratingCount: 1,
      myRating: 4,
      isPurchased: true,
    });
    expect((await rate(first, image._id, 1)).errors?.[0]?.message).toBe('You have already rated this image');
    expect((await rate(second, image._id, 1)).data!.rateImage).toMatchObject({ ratingAverage: 2.5, ratingCount: 2 });

    // Everyone sees the figures; only the rater sees their own stars.
    expect(await imageAs(first, image._id)).toMatchObject({ ratingAverage: 2.5, ratingCount: 2, myRating: 4 });
    expect(await imageAs(null, image._id)).toMatchObject({ ratingAverage: 2.5, myRating: null, isPurchased: false });
    expect(await service.models.images.findById(image._id)).toMatchObject({ ratingCount: 2, ratingSum: 5 });

    const page = await marketplaceUntil(
      service,
      { search: 'rated lesson' },
      (p) => p.items[0]?.ratingCount === 2,
      'the index to carry the ratings',
    );
    expect(page.items[0]).toMatchObject({ id: image._id, ratingAverage: 2.5 });
    // A list marks the viewer's own purchase and stars (read for the whole page at once).
    const asBuyer = await marketplace(service, { search: 'rated lesson' }, first);
    expect(asBuyer.items[0]).toMatchObject({ id: image._id, isPurchased: true, myRating: 4 });
    const asStranger = await marketplace(service, { search: 'rated lesson' }, stranger);
    expect(asStranger.items[0]).toMatchObject({ isPurchased: false, myRating: null });

    const events = await waitFor(
      async () => {
        const found = await readTopic(Topics.content, (m) => {
          const v = String(m.value);
          return v.includes('"ImageRated.v1"') && v.includes(image._id);
        });
        return found.length === 2 ? found : undefined;
      },
      30_000,
      'two ImageRated events',
    );
    const stars = events.map((m) => (JSON.parse(String(m.value)) as { data: { stars: number } }).data.stars).sort();
    expect(stars).toEqual([1, 4]);
  });

  it('counts every rating when buyers rate at the same time', async () => {
    const image = await finishedImage(service, seller, { title: 'Busy lesson' });
    await publish(service, seller, image._id);
    const buyers = Array.from({ length: 6 }, () => user());
    for (const b of buyers) await purchased(image._id, b, seller);
    for (const b of buyers) await owns(b, image._id);
    const answers = await Promise.all(buyers.map((b, n) => rate(b, image._id, (n % 5) + 1)));
    expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
    const sum = buyers.reduce((total, _b, n) => total + (n % 5) + 1, 0);
    expect(await service.models.images.findById(image._id)).toMatchObject({ ratingCount: 6, ratingSum: sum });
  });

  it('publishes at 0 (free) or 99–4999 cents, 299 by default, and refuses other prices without changing anything', async () => {
    const image = await finishedImage(service, seller, { title: 'Priced lesson' });
    const setPrice = (priceCents: number | null) =>
      caller(service, seller).graphql<{ setImageVisibility: { priceCents: number } }>(
        `mutation($id: ID!, $p: Int) { setImageVisibility(id: $id, input: { isPublic: true, isForSale: true, priceCents: $p }) { priceCents } }`,
        { id: image._id, p: priceCents },
      );
    for (const bad of [-1, 1, 98, 5000, 100_000]) {
      const res = await setPrice(bad);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Price must be $0 (free) or between $0.99 and $49.99',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await imageAs(seller, image._id)).toMatchObject({ isPublic: false, priceCents: 0 });
    expect((await setPrice(null)).data!.setImageVisibility.priceCents).toBe(299);
    expect((await setPrice(0)).data!.setImageVisibility.priceCents).toBe(0);
    expect((await setPrice(4999)).data!.setImageVisibility.priceCents).toBe(4999);
    const pricing = await caller(service, null).graphql<{ publishPricing: object }>(
      `{ publishPricing { defaultCents minPaidCents maxCents } }`,
    );
    expect(pricing.data!.publishPricing).toEqual({ defaultCents: 299, minPaidCents: 99, maxCents: 4999 });
  });

  it('gives commerce the sale terms of an image with a service token only', async () => {
    const image = await finishedImage(service, seller, { title: 'Offer lesson' });
    await publish(service, seller, image._id, 1500);
    const base = service.url.replace(/\/graphql$/, '');
    const offer = (id: string, token?: string) =>
      fetch(`${base}/internal/images/${id}/offer`, { headers: token ? { [SERVICE_TOKEN_HEADER]: token } : {} });
    const token = signServiceToken('commerce', SECRET);

    const ok = await offer(image._id, token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      imageId: image._id,
      ownerId: seller.userId,
      title: 'Offer lesson',
      isPublic: true,
      isForSale: true,
      priceCents: 1500,
      currency: 'usd',
      generationStatus: 'completed',
    });
    const missing = await offer('no-such-image', token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Image not found' });
    expect((await offer(image._id)).status).toBe(401);
    expect((await offer(image._id, signServiceToken('commerce', 'another-secret-0123456789abcdef'))).status).toBe(401);
  });
});
