// The admin figures through the gateway: a sign-up, a generation, a $2.99 sale (sandbox provider)
// and a marketplace search with no results each appear in /api/admin/* within seconds.
import { randomBytes } from 'node:crypto';
import { asAdmin, signUp } from '../support/flow';
import { waitFor } from '../support/kit';
import { imageForSale, payForImage } from '../support/commerce';
import { ApiClient } from '../support/http';

type Metrics = { totalSignups: number; totalGenerations: number; totalRevenue: number; signupsLast24h: number };

/** Dollars as the REST answer shows them, back in cents (sums of dollars are not exact floats). */
const cents = (dollars: number) => Math.round(dollars * 100);

describe('admin figures through the gateway', () => {
  it('counts a sign-up, a generation, a $2.99 sale and a search without results', async () => {
    const admin = await asAdmin();
    const get = async <T>(path: string) => {
      const res = await admin.request('GET', path);
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    };
    const before = await get<Metrics>('/api/admin/metrics?timeframe=24h');

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
    // Terms tie on count by name: a leading digit keeps this one-off term inside the top 100 even
    // when the run's other tests searched for many words.
    const word = `0nothing${randomBytes(4).toString('hex')}`;
    const search = await new ApiClient().request('GET', `/api/images/public?search=${word}`);
    expect(search.status).toBe(200);

    await waitFor(
      async () => {
        const now = await get<Metrics>('/api/admin/metrics?timeframe=24h');
        // The sale's figures by day follow commerce's clock, which other tests of the run move
        // weeks ahead (sandbox renewals): the buyer's revenue in the users table does not depend on it.
        const buyerRow = await get<{ totalRevenue: number }[]>(
          `/api/admin/users?search=${encodeURIComponent(buyer.email)}`,
        );
        const terms = await get<{ term: string; count: number; successRate: number }[]>(
          '/api/admin/search-analytics?timeframe=24h',
        );
        // Other tests of the run add their own facts: each check is "at least ours more".
        const missing = [
          now.totalSignups < before.totalSignups + 2 && 'totalSignups',
          now.signupsLast24h < before.signupsLast24h + 2 && 'signupsLast24h',
          now.totalGenerations < before.totalGenerations + 1 && 'totalGenerations',
          cents(buyerRow[0]?.totalRevenue ?? 0) !== 299 && "the buyer's revenue in the users table",
          !terms.some((t) => t.term === word && t.count === 1 && t.successRate === 0) && `search term ${word}`,
        ].filter(Boolean);
        if (missing.length) throw new Error(`not yet in the figures: ${missing.join(', ')}`);
        return true;
      },
      90_000,
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
