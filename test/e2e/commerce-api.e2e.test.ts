import { user } from '../support/seed';
import { waitFor } from '../support/kit';
import {
  DECLINED_CARD,
  TEST_CARD,
  advanceClock,
  confirmCard,
  imageForSale,
  payForImage,
  subscribe,
} from '../support/commerce';
import { ApiClient } from '../support/http';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const me = async (client: ApiClient) =>
  json<{ subscriptionStatus: string; subscriptionEndsAt: string | null }>(
    await client.request('GET', '/api/auth/user'),
  );

describe('commerce through the gateway: purchases and the Family Plan (sandbox provider)', () => {
  it('buying: refusals with clear texts, a declined card changes nothing, a raced complete with a forged amount gives one purchase at the server price', async () => {
    const seller = await user();
    const buyer = await user();
    const forSale = await imageForSale(seller.client, 2.99);

    const own = await seller.client.request('POST', '/api/purchase-image', { imageId: forSale.id });
    expect(own.status).toBe(403);
    expect(await json(own)).toEqual({ message: 'You cannot purchase your own image' });
    const anonymous = await new ApiClient().request('POST', '/api/purchase-image', {
      imageId: forSale.id,
    });
    expect(anonymous.status).toBe(401);

    const declined = await payForImage(buyer.client, forSale.id, DECLINED_CARD);
    expect(declined.answer).toEqual({
      status: 'requires_payment_method',
      error: { message: 'Your card was declined.' },
    });
    const notPaid = await buyer.client.request('POST', '/api/complete-purchase', { imageId: forSale.id, amount: 2.99 });
    expect(notPaid.status).toBe(400);
    expect(await json(notPaid)).toEqual({ message: 'Payment has not been completed' });

    expect(await confirmCard(buyer.client, declined.clientSecret, TEST_CARD)).toEqual({ status: 'succeeded' });
    const completes = await Promise.all(
      Array.from({ length: 10 }, () =>
        buyer.client.request('POST', '/api/complete-purchase', { imageId: forSale.id, amount: 0.01 }),
      ),
    );
    const bodies = await Promise.all(completes.map((r) => json<{ id: string; status: string; amount: number }>(r)));
    expect(completes.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ status: 'completed', amount: 2.99, amountCents: 299 });

    const mine = await json<{ imageId: string; status: string; image: { id: string } | null }[]>(
      await buyer.client.request('GET', '/api/purchases/my'),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ imageId: forSale.id, status: 'completed', image: { id: forSale.id } });

    // PurchaseCompleted reaches content: the image is in the buyer's Purchased library.
    await waitFor(
      async () => {
        const purchased = await json<{ id: string }[]>(
          await buyer.client.request('GET', '/api/images/my?filter=purchased'),
        );
        return purchased.some((i) => i.id === forSale.id);
      },
      90_000,
      'the purchase in the library',
    );

    const again = await buyer.client.request('POST', '/api/purchase-image', { imageId: forSale.id });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ message: 'You already own this image' });
  }, 240_000);

  it('refuses a private image and one not for sale', async () => {
    const seller = await user();
    const buyer = await user();
    const image = await imageForSale(seller.client, 4.99);
    const unpublish = await seller.client.request('PATCH', `/api/images/${image.id}/publish`, {
      isPublic: false,
      isForSale: false,
    });
    expect(unpublish.status).toBe(200);
    const privateOne = await buyer.client.request('POST', '/api/purchase-image', { imageId: image.id });
    expect(privateOne.status).toBe(403);
    expect(await json(privateOne)).toEqual({ message: 'This image is not available for purchase' });
    await seller.client.request('PATCH', `/api/images/${image.id}/publish`, { isPublic: true, isForSale: false });
    const notForSale = await buyer.client.request('POST', '/api/purchase-image', { imageId: image.id });
    expect(notForSale.status).toBe(403);
    expect(await json(notForSale)).toEqual({ message: 'This image is not for sale' });
  }, 240_000);

  it('the Family Plan: update-subscription-status cannot grant it; 4242 does; cancel keeps access until the clock passes the period end', async () => {
    const member = await user();
    const granted = await member.client.request('POST', '/api/update-subscription-status', {
      subscriptionStatus: 'active',
    });
    expect(granted.status).toBe(200);
    expect(await json(granted)).toMatchObject({ subscriptionStatus: 'inactive' });
    expect((await me(member.client)).subscriptionStatus).toBe('inactive');

    const started = await json<{ status: string; clientSecret: string; setupIntent: boolean }>(
      await member.client.request('POST', '/api/get-or-create-subscription'),
    );
    expect(started).toMatchObject({ status: 'inactive', setupIntent: false });
    expect(started.clientSecret).toEqual(expect.any(String));

    const activated = await subscribe(member.client);
    expect(activated.status).toBe(200);
    expect(await json(activated)).toMatchObject({ status: 'active', priceCents: 999, cancelAtPeriodEnd: false });
    await waitFor(
      async () => (await me(member.client)).subscriptionStatus === 'active',
      90_000,
      'users to see the plan',
    );
    const already = await json(await member.client.request('POST', '/api/get-or-create-subscription'));
    expect(already).toEqual({ status: 'active', clientSecret: null, setupIntent: false });

    const cancelled = await json<{ status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string }>(
      await member.client.request('POST', '/api/cancel-subscription'),
    );
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await waitFor(
      async () => (await me(member.client)).subscriptionEndsAt === cancelled.currentPeriodEnd,
      90_000,
      'users to see the end of access',
    );
    expect((await me(member.client)).subscriptionStatus).toBe('active');

    await advanceClock(member.client, 32);
    await waitFor(async () => (await me(member.client)).subscriptionStatus === 'inactive', 90_000, 'back to free');
  }, 240_000);
});

describe('the payment setup the card form reads', () => {
  it('is the sandbox, labelled test mode, without a publishable key', async () => {
    const answer = await new ApiClient().graphql<{ paymentSetup: unknown }>(
      '{ paymentSetup { provider publishableKey testMode } }',
    );
    expect(answer.data?.paymentSetup).toEqual({ provider: 'SANDBOX', publishableKey: null, testMode: true });
  });
});

describe('the Stripe webhook path through the gateway', () => {
  it('passes the raw body to commerce, which says webhooks are off while the sandbox is the provider', async () => {
    const res = await new ApiClient().request(
      'POST',
      '/api/webhooks/stripe',
      { id: 'evt_1', type: 'invoice.paid' },
      {
        'stripe-signature': 't=1,v1=00',
      },
    );
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'Stripe webhooks are not configured' });
  });
});
