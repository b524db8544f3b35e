import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { asAdmin, signUp } from '../support/flow';
import { productSettings } from '../support/settings';
import { image } from '../support/seed';

// Every tab of the console as an admin, in every timeframe: each tab shows its figures (no fetch
// failure) and every figure query asks for the chosen timeframe. With ADMIN_SCREENSHOTS_DIR set,
// it also saves a screenshot of each tab (docs/admin-console/ holds the committed ones).
const { email: adminEmail, password: adminPassword } = productSettings().admin;
const SCREENSHOTS_DIR = process.env['ADMIN_SCREENSHOTS_DIR'];

const TIMEFRAMES = [
  { wire: '24h', label: 'Last 24 hours', graphql: 'H24' },
  { wire: '7d', label: 'Last 7 days', graphql: 'D7' },
  { wire: '30d', label: 'Last 30 days', graphql: 'D30' },
  { wire: '90d', label: 'Last 90 days', graphql: 'D90' },
] as const;

/** Each tab and what shows it has loaded. */
const TABS = [
  { key: 'overview', name: 'Overview', ready: 'overview-cards' },
  { key: 'users', name: 'Users', ready: 'users-table' },
  { key: 'revenue', name: 'Revenue', ready: 'revenue-cards' },
  { key: 'content', name: 'Content', ready: 'content-stats' },
  { key: 'storage', name: 'Storage', ready: 'storage-counts' },
  { key: 'mcp', name: 'MCP Tools', ready: 'mcp-capabilities' },
  { key: 'analytics', name: 'Analytics', ready: 'search-analytics' },
  { key: 'funnel', name: 'Funnel', ready: 'funnel-stages' },
] as const;

/** The timeframe variable of every figure query the page sends. */
function recordTimeframes(page: Page): { operation: string; timeframe: string }[] {
  const seen: { operation: string; timeframe: string }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { timeframe?: string } } | null;
    if (body?.operationName && body.variables?.timeframe) {
      seen.push({ operation: body.operationName, timeframe: body.variables.timeframe });
    }
  });
  return seen;
}

describe('the admin console in Chromium', () => {
  const currentPage = pagePerTest({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  beforeAll(async () => {
    // Something to show: a user with a generated image, and a marketplace search.
    const maker = await signUp();
    await image(maker.client);
    await (await asAdmin()).request('GET', '/api/images/public?search=nativity');
  }, 120_000);

  async function openConsole(path: string) {
    const res = await page.request.post('/api/auth/signin', { data: { email: adminEmail, password: adminPassword } });
    expect(res.status()).toBe(200);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  }

  it('shows every tab in every timeframe, each figure query asking for that timeframe', async () => {
    const seen = recordTimeframes(page);
    await openConsole('/admin/');
    for (const timeframe of TIMEFRAMES) {
      await page.getByRole('combobox', { name: 'Timeframe' }).click();
      await page.getByRole('option', { name: timeframe.label }).click();
      expect(new URL(page.url()).searchParams.get('timeframe')).toBe(timeframe.wire);
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab.name }).click();
        await page.getByTestId(tab.ready).waitFor();
        expect(await page.getByTestId('fetch-failed').count()).toBe(0);
        expect(await page.getByRole('tabpanel').innerText()).not.toContain('coming soon');
      }
      // Metrics, revenue, search analytics and the funnel were all asked for this timeframe.
      const asked = new Set(seen.filter((s) => s.timeframe === timeframe.graphql).map((s) => s.operation));
      expect([...asked].sort()).toEqual(['AdminFunnel', 'AdminMetrics', 'AdminRevenue', 'AdminSearchAnalytics']);
    }
    expect(new Set(seen.map((s) => s.timeframe))).toEqual(new Set(TIMEFRAMES.map((t) => t.graphql)));
  });

  it('draws the charts with a table equivalent and shows the insight cards from real figures', async () => {
    await openConsole('/admin/?timeframe=30d');
    for (const chart of ['chart-revenue-over-time', 'chart-generations-over-time']) {
      const figure = page.getByTestId(chart);
      expect(await figure.locator('.chart__canvas').getAttribute('aria-label')).toMatch(/in total/);
      expect(await figure.locator('table').count()).toBe(1);
    }
    // 30 days of buckets: the table lists one row per day.
    expect(await page.getByTestId('chart-generations-over-time').locator('tbody tr').count()).toBeGreaterThanOrEqual(
      30,
    );

    await page.getByRole('tab', { name: 'Revenue' }).click();
    const streams = page.getByTestId('chart-revenue-streams');
    await streams.waitFor();
    expect(await streams.locator('.chart__canvas').getAttribute('aria-label')).toMatch(
      /Subscriptions \$[\d,.]+, Marketplace \$[\d,.]+/,
    );

    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByTestId('chart-content-types').waitFor();
    expect(await page.getByTestId('content-insights').innerText()).toMatch(/Most created type/i);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const insights = page.getByTestId('analytics-insights');
    await insights.waitFor();
    expect(await insights.innerText()).toMatch(/Peak usage/i);
    expect(await insights.innerText()).not.toMatch(/random/i);

    await page.getByRole('tab', { name: 'Funnel' }).click();
    await page.getByTestId('funnel-stages').waitFor();
    expect(await page.getByTestId('funnel-stage').allInnerTexts()).toEqual([
      expect.stringMatching(/Visitors[\s\S]*Conversion 100%[\s\S]*Drop-off 0%/i),
      expect.stringMatching(/Sign-ups[\s\S]*Conversion/i),
      expect.stringMatching(/Trial Users[\s\S]*Conversion/i),
      expect.stringMatching(/Subscribers[\s\S]*Conversion/i),
    ]);
    expect(await page.getByTestId('funnel-what-if').innerText()).toMatch(/\$9\.99 each/);
    // An optimisation card's button acts: it switches to the Analytics tab.
    await page.getByRole('button', { name: 'Review searches' }).click();
    expect(await page.getByRole('tab', { name: 'Analytics' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the spec texts when the figures cannot be fetched', async () => {
    // The browser loses the answers of the figure queries (the server is fine): each tab says which.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName?.startsWith('Admin')) await route.abort('failed');
      else await route.fallback();
    });
    await openConsole('/admin/');
    const expected: [string, string][] = [
      ['Overview', 'Failed to fetch metrics'],
      ['Users', 'Failed to fetch users'],
      ['Revenue', 'Failed to fetch revenue data'],
      ['Storage', 'Failed to fetch image health'],
      ['Funnel', 'Failed to fetch funnel data'],
      ['Analytics', 'Failed to fetch search analytics'],
    ];
    for (const [tab, text] of expected) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').getByText(text).first().waitFor();
    }
  });

  if (SCREENSHOTS_DIR) {
    it('saves a screenshot of each tab', async () => {
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      await openConsole('/admin/?timeframe=30d');
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab.name }).click();
        await page.getByTestId(tab.ready).waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(SCREENSHOTS_DIR, `${tab.key}.png`), fullPage: true });
      }
      await page.getByRole('tab', { name: 'Users' }).click();
      await page
        .getByTestId('user-row')
        .first()
        .getByRole('button', { name: /^Manage / })
        .click();
      await page.getByTestId('manage-user-dialog').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(SCREENSHOTS_DIR, 'manage-user.png') });
    });
  }
});
