import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { unique } from '../support/kit';
import { EMAIL_TABS, openEmailTab, recordOperations, signInAsAdmin } from './admin-email-helpers';

// /admin/email (spec 001 §2, §8): admins only, with the page's own Access Denied text; six tabs by
// keyboard, the open tab kept in the URL.
describe('the email management page: access and tabs', () => {
  const currentPage = pagePerTest({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  it('asks a visitor to sign in and shows a plain user Access Denied, sending no email query', async () => {
    const operations = recordOperations(page);
    await page.goto('/admin/email');
    await page.getByTestId('sign-in-required').waitFor();

    const email = `${unique('notadmin')}@example.com`;
    const res = await page.request.post('/api/auth/signup', { data: { email, password: 'password1' } });
    expect(res.status()).toBe(201);
    for (const path of ['/admin/email', '/admin/email?tab=campaigns']) {
      await page.goto(path);
      const denied = page.getByTestId('access-denied');
      await denied.waitFor();
      expect(await denied.innerText()).toContain('You need admin privileges to access email management.');
      expect(await denied.getByRole('heading').innerText()).toBe('Access Denied');
    }
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(operations.map((op) => op.name).filter((name) => name.startsWith('Admin'))).toEqual([]);
    // The dashboard keeps its own text.
    await page.goto('/admin/');
    expect(await page.getByTestId('access-denied').innerText()).toContain(
      "You don't have permission to access the admin panel.",
    );
  });

  it('gives an admin the six tabs, moved through by keyboard, with the tab kept in the URL over a reload', async () => {
    await signInAsAdmin(page);
    await openEmailTab(page, 'subscribers');
    expect(await page.title()).toBe('Email Management | FaithCraft Admin');
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(EMAIL_TABS);
    expect(await page.getByRole('tab', { name: 'Subscribers' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('subscribe-form').waitFor();

    await page.getByRole('tab', { name: 'Subscribers' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Lists' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('segments').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('lists');
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Status' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('status-check').waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Subscribers' }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();

    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByTestId('templates').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Email Management' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Templates' }).getAttribute('aria-selected')).toBe('true');

    // An unknown tab in a link opens Subscribers.
    await page.goto('/admin/email?tab=nope');
    await page.getByRole('heading', { name: 'Email Management' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Subscribers' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says on the Status tab that FaithCraft sends itself and Sendy is optional, never that Sendy is missing', async () => {
    await signInAsAdmin(page);
    await openEmailTab(page, 'status');
    const status = page.getByTestId('email-service-status');
    await status.waitFor();
    await page
      .getByTestId('mail-relay-status')
      .getByText(/SMTP relay .* reachable/)
      .waitFor();
    expect(await page.getByTestId('template-editing').innerText()).toMatch(/Built-in MJML editor|Sendy at https?:\/\//);
    expect(await status.innerText()).toContain('Optional');
    for (const tab of ['Subscribers', 'Lists', 'Templates', 'Campaigns', 'Analytics', 'Status']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(300);
      expect(await page.getByText('Sendy email service not configured or unavailable').count()).toBe(0);
    }
  });
});
