import type { Page, Request } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { productSettings } from '../support/settings';
import { unique } from '../support/kit';

// The admin app's frame: the kit's auth gate (Access Denied without a single admin data call),
// Radix tabs by keyboard, the timeframe and the open tab kept in the URL, the email page link.
const { email: adminEmail, password: adminPassword } = productSettings().admin;

const ADMIN_OPERATIONS = /^Admin/;

/** Names of the GraphQL operations the page sends. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) names.push(body.operationName);
  });
  return names;
}

describe('the admin app in Chromium', () => {
  const currentPage = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  async function signIn(email: string, password: string) {
    const res = await page.request.post('/api/auth/signin', { data: { email, password } });
    expect(res.status()).toBe(200);
  }

  it('asks a visitor to sign in and shows Access Denied to a user without the admin role, fetching no admin data', async () => {
    const operations = recordOperations(page);
    await page.goto('/admin/');
    await page.getByTestId('sign-in-required').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in required');

    const email = `${unique('notadmin')}@example.com`;
    const signUp = await page.request.post('/api/auth/signup', { data: { email, password: 'password1' } });
    expect(signUp.status()).toBe(201);
    for (const path of ['/admin/', '/admin/?tab=users&timeframe=30d', '/admin/?tab=storage']) {
      await page.goto(path);
      await page.getByTestId('access-denied').waitFor();
      expect(await page.getByTestId('access-denied').innerText()).toContain(
        "You don't have permission to access the admin panel.",
      );
    }
    expect(await page.getByRole('tab').count()).toBe(0);
    // No metrics, users, revenue or image-health query was sent.
    expect(operations.filter((name) => ADMIN_OPERATIONS.test(name))).toEqual([]);
  });

  it('lets an admin move through the 8 tabs with the keyboard and keeps the tab and timeframe over a reload', async () => {
    await signIn(adminEmail, adminPassword);
    await page.goto('/admin/');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      'Overview',
      'Users',
      'Revenue',
      'Content',
      'Storage',
      'MCP Tools',
      'Analytics',
      'Funnel',
    ]);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('users-table').waitFor();
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Funnel' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('funnel-stages').waitFor();
    expect(page.url()).toContain('tab=funnel');

    const timeframe = page.getByRole('combobox', { name: 'Timeframe' });
    expect(await timeframe.innerText()).toContain('Last 7 days');
    await timeframe.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    expect(await timeframe.innerText()).toContain('Last 30 days');
    expect(new URL(page.url()).searchParams.get('timeframe')).toBe('30d');

    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Timeframe' }).innerText()).toContain('Last 30 days');
    expect(await page.getByRole('tab', { name: 'Funnel' }).getAttribute('aria-selected')).toBe('true');

    // An unknown timeframe in a link reads as the default.
    await page.goto('/admin/?timeframe=1y');
    expect(await page.getByRole('combobox', { name: 'Timeframe' }).innerText()).toContain('Last 7 days');

    // The kit's notification region exists in the admin app too (loaded just after the page), reachable with F8.
    const region = page.getByTestId('toast-region');
    await region.waitFor({ state: 'attached' });
    await page.keyboard.press('F8');
    expect(await region.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  });

  it('opens the email management page in a new tab', async () => {
    await signIn(adminEmail, adminPassword);
    await page.goto('/admin/');
    const link = page.getByTestId('open-email');
    expect(await link.getAttribute('href')).toBe('/admin/email');
    expect(await link.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/admin/email');
    expect(page.url()).toContain('/admin/');
    await popup.close();
  });
});
