import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { eventually, pagePerTest } from '../support/browser';
import { unique } from '../support/kit';
import {
  createList,
  deleteMailsTo,
  mailsTo,
  openEmailTab,
  recordOperations,
  signInAsAdmin,
  subscribe,
  toastOf,
  waitForMails,
} from './admin-email-helpers';

const SCREENSHOTS_DIR = process.env['ADMIN_SCREENSHOTS_DIR'];

// The Campaigns and Analytics tabs against the real send engine and the local SMTP inbox
// (spec 001 §2, §5; issue 10: real statuses, progress while sending, one mail per subscriber).
describe('the email page: campaigns and analytics', () => {
  const currentPage = pagePerTest({ viewport: { width: 1400, height: 1100 } });
  let page: Page;
  beforeEach(async () => {
    page = currentPage();
    await signInAsAdmin(page);
  });

  it('refuses the two forms without their required fields, with the spec texts', async () => {
    await openEmailTab(page, 'campaigns');
    const custom = page.getByTestId('custom-campaign-form');
    await custom.getByLabel('Campaign name').fill('Only a name');
    await custom.getByRole('button', { name: 'Create campaign' }).click();
    await custom.getByText('Name, subject, and HTML content are required').waitFor();
    const fromTemplate = page.getByTestId('template-campaign-form');
    await fromTemplate.getByRole('button', { name: 'Create from template' }).click();
    await fromTemplate.getByText('Please select a template').waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);
  });

  it('creates a campaign to a list as a Draft, sends it with progress until Sent, one mail per subscriber, and shows it in analytics', async () => {
    await page.goto('/admin/email');
    const listName = `Campaign list ${unique('l')}`;
    const listId = await createList(page, listName, 'SINGLE');
    const recipients = [1, 2, 3].map((n) => `${unique(`rcpt${n}`)}@example.com`);
    for (const address of recipients) {
      await deleteMailsTo(address);
      await subscribe(page, address, listId, `Reader ${address.slice(0, 6)}`);
    }
    const name = `Spring lesson ${unique('c')}`;
    const subject = `New spring lesson pages ${unique('s')}`;

    const operations = recordOperations(page);
    await openEmailTab(page, 'campaigns');
    const custom = page.getByTestId('custom-campaign-form');
    await custom.getByLabel('Campaign name').fill(name);
    await custom.getByLabel('Subject').fill(subject);
    await custom
      .getByLabel('HTML content')
      .fill(
        '<p>Hello {{firstName}}, new pages are ready: <a href="https://faithcraft.example/lessons">see them</a></p>',
      );
    await custom.getByLabel('Audience').selectOption({ label: listName });
    await custom.getByRole('button', { name: 'Create campaign' }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();

    const row = page.getByTestId('campaign-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText('Draft', { exact: true }).waitFor();
    expect(await row.innerText()).toContain(listName);

    // Send (confirmed) → Sending with a progress bar → Sent.
    await row.getByRole('button', { name: `Send ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`${name} goes to ${listName} now.`).waitFor();
    await confirm.getByRole('button', { name: 'Send now' }).click();
    const progress = row.getByRole('progressbar', { name: `Sending progress of ${name}` });
    const sawProgress = await progress
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (sawProgress) {
      expect(Number(await progress.getAttribute('aria-valuemax'))).toBe(100);
      expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    } else {
      // Only acceptable when the send finished before the page drew the Sending state.
      await row.getByText('Sent', { exact: true }).waitFor({ timeout: 1_000 });
    }
    await row.getByText('Sent', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await row.getByRole('progressbar').count()).toBe(0);
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('3');

    // While it was sending the page polled the campaign every ~2 s; once it is sent it stops.
    const polls = operations.filter((op) => op.name === 'AdminEmailCampaign');
    if (sawProgress) expect(polls.length).toBeGreaterThanOrEqual(1);
    const before = polls.length;
    await page.waitForTimeout(4_500);
    expect(operations.filter((op) => op.name === 'AdminEmailCampaign').length).toBe(before);

    // One mail per subscriber, with the one-click unsubscribe header.
    for (const address of recipients) {
      const [mail] = await waitForMails(address, 1, 30_000);
      expect(mail!.subject).toBe(subject);
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.html).toContain('unsubscribe');
    }
    await page.waitForTimeout(1_000);
    for (const address of recipients) expect(await mailsTo(address)).toHaveLength(1);

    // A test send to one address.
    const tester = `${unique('tester')}@example.com`;
    await row.getByRole('button', { name: `Send a test of ${name}` }).click();
    const dialog = page.getByTestId('test-send-dialog');
    await dialog.getByLabel('Send test to').fill(tester);
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();
    await waitForMails(tester, 1, 30_000);
    // The shared inbox stays small (the infra's health check reads it): this test's mails go.
    for (const address of [...recipients, tester]) await deleteMailsTo(address);

    // Analytics: the campaign's performance row.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const perf = page.getByTestId('campaign-performance-row').filter({ hasText: name });
    await perf.waitFor();
    expect(await perf.getByRole('cell').first().innerText()).toBe('3');
    expect(await page.getByTestId('email-total-subscribers-value').innerText()).toMatch(/^\d[\d,]*$/);
    expect(await page.getByTestId('email-revenue-per-subscriber-value').innerText()).toMatch(/^\$\d/);
    await page.getByTestId('data-sources').waitFor();
    expect(
      Number(
        (await page.getByTestId('email-service-totals').innerText())
          .match(/Mails sent\s+([\d,]+)/)?.[1]
          ?.replace(/,/g, ''),
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it('creates a campaign from a template with a generated name, to a segment, as a Draft', async () => {
    await openEmailTab(page, 'campaigns');
    const before = await page.getByTestId('campaign-row').count();
    const form = page.getByTestId('template-campaign-form');
    await form.getByLabel('Template').selectOption('LIMIT_WARNING');
    await form.getByLabel('Audience').selectOption({ label: 'Segment: Limit Reached' });
    await form.getByRole('button', { name: 'Create from template' }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();
    await eventually(
      async () => (await page.getByTestId('campaign-row').count()) > before,
      10_000,
      'the new campaign row',
    );
    const newest = page.getByTestId('campaign-row').first();
    expect((await newest.getByRole('rowheader').innerText()).trim().length).toBeGreaterThan(0);
    await newest.getByText('Draft', { exact: true }).waitFor();
    expect(await newest.innerText()).toContain('Limit Reached');
  });

  if (SCREENSHOTS_DIR) {
    // With ADMIN_SCREENSHOTS_DIR set (after the tests above made data): each tab and the template editor.
    it('saves a screenshot of each tab', async () => {
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      const ready: Record<string, string> = {
        subscribers: 'subscribers-table',
        lists: 'automations',
        templates: 'templates-table',
        campaigns: 'campaigns-table',
        analytics: 'campaign-performance',
        status: 'email-service-status',
      };
      for (const [key, testId] of Object.entries(ready)) {
        await openEmailTab(page, key);
        await page.getByTestId(testId).waitFor();
        await page.waitForTimeout(1_000);
        await page.screenshot({ path: join(SCREENSHOTS_DIR, `email-${key}.png`), fullPage: true });
      }
      await openEmailTab(page, 'templates');
      await page
        .getByRole('button', { name: /^Edit .* in the email service$/ })
        .first()
        .click();
      await page.getByTestId('template-editor').waitFor();
      await page.waitForTimeout(1_500);
      await page.screenshot({ path: join(SCREENSHOTS_DIR, 'email-template-editor.png') });
    });
  }
});
