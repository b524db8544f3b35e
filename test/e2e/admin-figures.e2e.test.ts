// The admin figures through the gateway: a sign-up, a generation, a $2.99 sale (sandbox provider)
// and a marketplace search with no results each appear in /api/admin/* within seconds.
import { randomBytes } from 'node:crypto';
import { asAdmin, signUp } from '../support/flow';
import { waitFor } from '../support/kit';
import { imageForSale, payForImage } from '../support/commerce';
import { ApiClient } from '../support/http';

type Metrics = { totalSignups: number; totalGenerations: number; totalRevenue: number; signupsLast24h: number };
type Revenue = { marketplace: number; marketplaceSales: number; topSelling: { title: string; revenue: number }[] };

describe('admin figures through the gateway', () => {
  it('counts a sign-up, a generation, a $2.99 sale and a search without results', async () => {
    const admin = await asAdmin();
    const get = async <T>(path: string) => {
      const res = await admin.request('GET', path);
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    };
    const before = await get<Metrics>('/api/admin/metrics?timeframe=24h');
    const revenueBefore = await get<Revenue>('/api/admin/revenue?timeframe=24h');

    const seller = await signUp();
    const buyer = await signUp();
    const forSale = await imageForSale(seller.client, 2.99);
    const paid = await payForImage(buyer.client, forSale.id);
    expect(paid.answer.status).toBe('succeeded');
    const completed = await buyer.client.request('POST', '/api/complete-purchase', {
      imageId: forSale.id,
      amount: 2.99,
    });
    expect(completed.status).toBe(200);
    const word = `nothing${randomBytes(4).toString('hex')}`;
    const search = await new ApiClient().request('GET', `/api/images/public?search=${word}`);
    expect(search.status).toBe(200);

    await waitFor(
      async () => {
        const now = await get<Metrics>('/api/admin/metrics?timeframe=24h');
        const revenue = await get<Revenue>('/api/admin/revenue?timeframe=24h');
        const terms = await get<{ term: string; count: number; successRate: number }[]>(
          '/api/admin/search-analytics?timeframe=24h',
        );
        return (
          now.totalSignups >= before.totalSignups + 2 &&
          now.signupsLast24h >= before.signupsLast24h + 2 &&
          now.totalGenerations >= before.totalGenerations + 1 &&
          now.totalRevenue >= before.totalRevenue + 2.99 &&
          revenue.marketplaceSales >= revenueBefore.marketplaceSales + 1 &&
          revenue.topSelling.some((t) => t.title === forSale.title && t.revenue === 2.99) &&
          terms.some((t) => t.term === word && t.count === 1 && t.successRate === 0)
        );
      },
      120_000,
      'the new facts in the admin figures',
    );

    const funnel = await get<{ stages: { name: string }[] }>('/api/admin/funnel');
    expect(funnel.stages.map((s) => s.name)).toEqual(['Visitors', 'Sign-ups', 'Trial Users', 'Subscribers']);
  });

  it('refuses a timeframe outside the four, signed-out callers and non-admins', async () => {
    const admin = await asAdmin();
    const bad = await admin.request('GET', '/api/admin/metrics?timeframe=1y');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Please choose a timeframe: 24h, 7d, 30d or 90d' });
    expect((await new ApiClient().request('GET', '/api/admin/revenue')).status).toBe(401);
    const member = await signUp();
    expect((await member.client.request('GET', '/api/admin/funnel')).status).toBe(403);
  });
});
