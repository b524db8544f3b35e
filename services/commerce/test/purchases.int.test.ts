import { unique, waitFor } from '../../../test/support/kit';
import {
  CARD_4242,
  CONFIRM,
  card,
  startCommerce,
  startOfferServer,
  type OfferServer,
  type TestCommerce,
} from './support/harness';

const START = `mutation ($imageId: ID!) {
  startPurchase(imageId: $imageId) { clientSecret purchase { id imageId status amountCents currency completedAt } }
}`;
const COMPLETE = `mutation ($imageId: ID!) { completePurchase(imageId: $imageId) { id status amountCents completedAt } }`;
const MINE = `{ myPurchases { id imageId status amountCents image { id } } }`;

type Start = {
  startPurchase: { clientSecret: string | null; purchase: { id: string; status: string; amountCents: number } };
};
type Complete = { completePurchase: { id: string; status: string; amountCents: number } };

describe('purchases (sandbox provider, real database and Kafka, content offer contract)', () => {
  let offers: OfferServer;
  let commerce: TestCommerce;

  beforeAll(async () => {
    offers = await startOfferServer();
    commerce = await startCommerce(offers.url);
  });
  afterAll(async () => {
    await commerce?.stop();
    await offers?.close();
  });

  const pay = async (buyer: string, imageId: string, number = CARD_4242.number) => {
    const started = await commerce.gql<Start>(START, { imageId }, buyer);
    const clientSecret = started.data!.startPurchase.clientSecret!;
    const confirmed = await commerce.gql<{
      confirmSandboxPayment: { status: string; error: { message: string } | null };
    }>(CONFIRM, { clientSecret, card: card(number) });
    return { started: started.data!.startPurchase, confirmed: confirmed.data!.confirmSandboxPayment, clientSecret };
  };

  it('refuses the own image, a private one, one not for sale and an unknown one with clear texts, storing nothing', async () => {
    const seller = unique('seller');
    const buyer = unique('buyer');
    const cases: [string, string][] = [
      [offers.add(buyer, 299).imageId, 'You cannot purchase your own image'],
      [offers.add(seller, 299, { isPublic: false }).imageId, 'This image is not available for purchase'],
      [offers.add(seller, 299, { isForSale: false }).imageId, 'This image is not for sale'],
      ['no-such-image', 'Image not found'],
    ];
    for (const [imageId, message] of cases) {
      const answer = await commerce.gql(START, { imageId }, buyer);
      expect(answer.errors?.[0]?.message).toBe(message);
    }
    expect((await commerce.gql<{ myPurchases: unknown[] }>(MINE, {}, buyer)).data!.myPurchases).toEqual([]);
    expect((await commerce.gql(START, { imageId: cases[1]![0] }, null)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('a declined card changes nothing: the purchase stays pending and cannot be completed', async () => {
    const buyer = unique('buyer');
    const { imageId } = offers.add(unique('seller'), 499);
    const { started, confirmed } = await pay(buyer, imageId, '4000 0000 0000 0002');
    expect(started.purchase).toMatchObject({ status: 'PENDING', amountCents: 499 });
    expect(confirmed).toEqual({ status: 'REQUIRES_PAYMENT_METHOD', error: { message: 'Your card was declined.' } });
    const completed = await commerce.gql(COMPLETE, { imageId }, buyer);
    expect(completed.errors?.[0]?.message).toBe('Payment has not been completed');
    const insufficient = await pay(buyer, imageId, '4000 0000 0000 9995');
    expect(insufficient.confirmed.error?.message).toBe('Your card has insufficient funds.');
    const mine = (await commerce.gql<{ myPurchases: { status: string }[] }>(MINE, {}, buyer)).data!.myPurchases;
    expect(mine.map((p) => p.status)).toEqual(['PENDING']);
    expect(await commerce.events(started.purchase.id)).toEqual([]);
  });

  it('completes exactly once at the server price when completion is raced ten times', async () => {
    const buyer = unique('buyer');
    const seller = unique('seller');
    const { imageId } = offers.add(seller, 299);
    const { started, confirmed } = await pay(buyer, imageId);
    expect(confirmed).toEqual({ status: 'SUCCEEDED', error: null });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => commerce.gql<Complete>(COMPLETE, { imageId }, buyer)),
    );
    for (const a of answers) expect(a.data?.completePurchase).toMatchObject({ status: 'COMPLETED', amountCents: 299 });
    expect(new Set(answers.map((a) => a.data!.completePurchase.id)).size).toBe(1);

    const events = await waitFor(async () => {
      const found = await commerce.events(started.purchase.id);
      return found.length > 0 && found;
    });
    // Give a duplicate the time to show up before asserting there is none.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await commerce.events(started.purchase.id)).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'PurchaseCompleted.v1',
      data: { imageId, buyerId: buyer, sellerId: seller, amountCents: 299, currency: 'usd' },
    });
    expect((await commerce.gql(START, { imageId }, buyer)).errors?.[0]?.message).toBe('You already own this image');
  });

  it('racing starts share one payment, and a start after paying completes instead of charging again', async () => {
    const buyer = unique('buyer');
    const { imageId } = offers.add(unique('seller'), 999);
    const starts = await Promise.all(Array.from({ length: 5 }, () => commerce.gql<Start>(START, { imageId }, buyer)));
    const secrets = new Set(starts.map((s) => s.data!.startPurchase.clientSecret));
    expect(secrets.size).toBe(1);
    const [clientSecret] = [...secrets];
    expect(clientSecret).toMatch(/^pi_sbx_[\w-]+_secret_[\w-]{43}$/);
    await commerce.gql(CONFIRM, { clientSecret, card: CARD_4242 });
    const again = await commerce.gql<Start>(START, { imageId }, buyer);
    expect(again.data!.startPurchase).toMatchObject({ clientSecret: null, purchase: { status: 'COMPLETED' } });
  });

  it('a free image is completed at once, without a payment', async () => {
    const buyer = unique('buyer');
    const { imageId } = offers.add(unique('seller'), 0);
    const started = (await commerce.gql<Start>(START, { imageId }, buyer)).data!.startPurchase;
    expect(started).toMatchObject({ clientSecret: null, purchase: { status: 'COMPLETED', amountCents: 0 } });
    const events = await waitFor(async () => {
      const found = await commerce.events(started.purchase.id);
      return found.length > 0 && found;
    });
    expect(events[0]!.data).toMatchObject({ amountCents: 0, buyerId: buyer });
  });

  it('a payment below a raised price does not buy the image', async () => {
    const buyer = unique('buyer');
    const offer = offers.add(unique('seller'), 299);
    await pay(buyer, offer.imageId);
    offers.offers.set(offer.imageId, { ...offer, priceCents: 499 });
    const completed = await commerce.gql(COMPLETE, { imageId: offer.imageId }, buyer);
    expect(completed.errors?.[0]?.message).toBe('The price of this image has changed. Please purchase it again.');
  });

  it('a card asking for authentication pays only once the step is approved', async () => {
    const buyer = unique('buyer');
    const { imageId } = offers.add(unique('seller'), 299);
    const { confirmed, clientSecret } = await pay(buyer, imageId, '4000 0025 0000 3155');
    expect(confirmed).toEqual({ status: 'REQUIRES_ACTION', error: null });
    expect((await commerce.gql(COMPLETE, { imageId }, buyer)).errors?.[0]?.message).toBe(
      'Payment has not been completed',
    );
    const AUTH = `mutation ($s: String!, $a: Boolean!) { authenticateSandboxPayment(clientSecret: $s, approve: $a) { status error { message } } }`;
    const failed = await commerce.gql<{ authenticateSandboxPayment: unknown }>(AUTH, { s: clientSecret, a: false });
    expect(failed.data!.authenticateSandboxPayment).toEqual({
      status: 'REQUIRES_PAYMENT_METHOD',
      error: {
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    await commerce.gql(CONFIRM, { clientSecret, card: card('4000 0025 0000 3155') });
    const approved = await commerce.gql<{ authenticateSandboxPayment: unknown }>(AUTH, { s: clientSecret, a: true });
    expect(approved.data!.authenticateSandboxPayment).toEqual({ status: 'SUCCEEDED', error: null });
    expect((await commerce.gql<Complete>(COMPLETE, { imageId }, buyer)).data!.completePurchase.status).toBe(
      'COMPLETED',
    );
    const bogus = await commerce.gql(CONFIRM, { clientSecret: `${clientSecret}x`, card: CARD_4242 });
    expect(bogus.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
