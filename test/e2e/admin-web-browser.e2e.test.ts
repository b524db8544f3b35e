import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { productSettings } from '../support/settings';
import { unique } from '../support/kit';

// The admin app on the UI kit: the kit's auth gate, Radix tabs and select, and its toast region.
const { email: adminEmail, password: adminPassword } = productSettings().admin;

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

  it('asks a visitor to sign in and shows Access Denied to a user without the admin role', async () => {
    await page.goto('/admin/');
    await page.getByTestId('sign-in-required').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in required');

    const email = `${unique('notadmin')}@example.com`;
    const signUp = await page.request.post('/api/auth/signup', { data: { email, password: 'password1' } });
    expect(signUp.status()).toBe(201);
    await page.goto('/admin/');
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByTestId('access-denied').innerText()).toContain(
      "You don't have permission to access the admin panel.",
    );
  });

  it('lets an admin move through the dashboard tabs and pick a timeframe with the keyboard', async () => {
    await signIn(adminEmail, adminPassword);
    await page.goto('/admin/');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(8);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').innerText()).toContain('Users is coming soon');
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Funnel' }).getAttribute('aria-selected')).toBe('true');

    const timeframe = page.getByRole('combobox', { name: 'Timeframe' });
    expect(await timeframe.innerText()).toContain('Last 7 days');
    await timeframe.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    expect(await timeframe.innerText()).toContain('Last 30 days');

    // The kit's notification region exists in the admin app too (loaded just after the page), reachable with F8.
    const region = page.getByTestId('toast-region');
    await region.waitFor({ state: 'attached' });
    await page.keyboard.press('F8');
    expect(await region.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  });
});
