import { Topics, createEvent } from '@faithcraft/lib';
import { signUp } from '../support/flow';
import { ApiClient } from '../support/http';
import { testKafka, unique, waitFor } from '../support/kit';
import { image } from '../support/seed';

const MARKETPLACE = `query($i: PublicImagesInput) { publicImages(input: $i) {
  items { id title priceCents ratingAverage ratingCount isPurchased myRating }
  total hasMore facets { categories { category count } contentTypes { contentType count } styles { style count } } } }`;

interface Page {
  items: {
    id: string;
    priceCents: number;
    ratingAverage: number | null;
    ratingCount: number;
    isPurchased: boolean;
    myRating: number | null;
  }[];
  total: number;
  facets: { categories: { category: string; count: number }[]; contentTypes: { contentType: string; count: number }[] };
}

describe('marketplace through the gateway: the search index, prices, ratings', () => {
  it('publishes at a chosen price, finds it by search and filter with facets, and lets a buyer rate it once', async () => {
    const seller = await signUp();
    const buyer = await signUp();
    const word = `zion${unique('w').replace(/[^a-z0-9]/g, '')}`;
    const made = await image(seller.client, { prompt: `Families walking to ${word} together`, category: 'fhe' });

    const bad = await seller.client.request('PATCH', `/api/images/${made.id}/publish`, {
      isPublic: true,
      isForSale: true,
      price: 0.5,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Price must be $0 (free) or between $0.99 and $49.99' });

    const published = await seller.client.graphql<{ setImageVisibility: { priceCents: number } }>(
      `mutation($id: ID!) { setImageVisibility(id: $id, input: { isPublic: true, isForSale: true, priceCents: 1299 }) { priceCents } }`,
      { id: made.id },
    );
    expect(published.data!.setImageVisibility.priceCents).toBe(1299);

    // Searchable when the publish answers: the index is written before the mutation returns.
    const anonymous = new ApiClient();
    const found = await anonymous.graphql<{ publicImages: Page }>(MARKETPLACE, {
      i: { search: word, category: 'FHE', contentType: 'COLORING' },
    });
    expect(found.errors).toBeUndefined();
    expect(found.data!.publicImages).toMatchObject({
      total: 1,
      items: [{ id: made.id, priceCents: 1299, ratingAverage: null, ratingCount: 0, isPurchased: false }],
      facets: { categories: [{ category: 'FHE', count: 1 }], contentTypes: [{ contentType: 'COLORING', count: 1 }] },
    });
    const rest = (await (await anonymous.request('GET', `/api/images/public?search=${word}`)).json()) as {
      id: string;
      price: number;
    }[];
    expect(rest.map((i) => [i.id, i.price])).toEqual([[made.id, 12.99]]);

    const rate = (who: ApiClient, stars: number) =>
      who.graphql<{ rateImage: { ratingAverage: number; ratingCount: number; myRating: number } }>(
        `mutation($id: ID!, $s: Int!) { rateImage(imageId: $id, stars: $s) { ratingAverage ratingCount myRating } }`,
        { id: made.id, s: stars },
      );
    expect((await rate(buyer.client, 5)).errors?.[0]?.message).toBe('Only buyers who purchased this image can rate it');

    // The purchase as commerce reports it; content then knows the buyer.
    const purchase = createEvent({
      source: '/faithcraft/commerce',
      type: 'PurchaseCompleted.v1',
      subject: unique('purchase'),
      data: {
        purchaseId: unique('purchase'),
        imageId: made.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        amountCents: 1299,
        currency: 'usd',
        completedAt: new Date().toISOString(),
      },
    });
    const producer = testKafka().producer();
    await producer.connect();
    await producer.send({
      topic: Topics.commerce,
      messages: [{ key: purchase.subject, value: JSON.stringify(purchase) }],
    });
    await producer.disconnect();
    await waitFor(
      async () => {
        const r = await buyer.client.graphql<{ image: { isPurchased: boolean } }>(
          `query($id: ID!) { image(id: $id) { isPurchased } }`,
          { id: made.id },
        );
        return r.data?.image.isPurchased;
      },
      90_000,
      'the purchase to reach content',
    );

    expect((await rate(buyer.client, 4)).data!.rateImage).toEqual({ ratingAverage: 4, ratingCount: 1, myRating: 4 });
    expect((await rate(buyer.client, 2)).errors?.[0]?.message).toBe('You have already rated this image');
    const asBuyer = await buyer.client.graphql<{ publicImages: Page }>(MARKETPLACE, { i: { search: word } });
    expect(asBuyer.data!.publicImages.items[0]).toMatchObject({
      ratingAverage: 4,
      ratingCount: 1,
      isPurchased: true,
      myRating: 4,
    });
  });
});
