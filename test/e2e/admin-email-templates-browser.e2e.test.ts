import type { Page } from 'playwright-core';
import { eventually, pagePerTest } from '../support/browser';
import { unique } from '../support/kit';
import { deleteMails, graphql, openEmailTab, signInAsAdmin, toastOf, waitForMail } from './admin-email-helpers';

// The Templates tab (initialize, copy, the built-in MJML editor with live preview, test sends) and the
// Lists tab's segments, automations, quick actions and conversion-testing cards (spec 001 §2, §4, §8).
describe('the email page: templates, segments, automations and quick actions', () => {
  const currentPage = pagePerTest({
    viewport: { width: 1400, height: 1100 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  let page: Page;
  let adminEmail: string;
  beforeEach(async () => {
    page = currentPage();
    adminEmail = await signInAsAdmin(page);
  });

  it('initializes the six templates, copies one, edits one with a live preview and saves it, and sends a test to the admin', async () => {
    await openEmailTab(page, 'templates');
    await page.getByRole('button', { name: 'Initialize templates' }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();
    const rows = page.getByTestId('template-row');
    await rows.nth(5).waitFor();
    expect(await rows.count()).toBe(6);
    const types = await page.getByTestId('templates-table').locator('tbody code').allInnerTexts();
    expect(types).toEqual([
      'welcome',
      'limit_warning',
      'weekly_digest',
      'new_user_trial',
      'family_plan_promo',
      'retention_campaign',
    ]);

    // Copy content: the rendered HTML goes to the clipboard.
    const first = rows.first();
    const firstName = await first.getByRole('rowheader').innerText();
    await first.getByRole('button', { name: `Copy content of ${firstName}` }).click();
    await toastOf(page, 'success', `Copied the HTML of ${firstName}`).waitFor();
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied.toLowerCase()).toContain('<html');

    // The editor: the preview follows the MJML (debounced), save keeps it.
    const marker = unique('Preview');
    const weekly = rows.filter({ has: page.getByText('weekly_digest', { exact: true }) });
    const weeklyName = await weekly.getByRole('rowheader').innerText();
    await weekly.getByRole('button', { name: `Edit ${weeklyName} in the email service` }).click();
    const editor = page.getByTestId('template-editor');
    await editor.waitFor();
    const preview = page.frameLocator('[data-testid="template-preview"]');
    await preview.locator('body').filter({ hasText: /\S/ }).waitFor({ timeout: 15_000 });
    const mjml = editor.getByLabel('MJML');
    const original = await mjml.inputValue();
    expect(original).toContain('<mjml');
    const edited = original.replace(
      '</mj-body>',
      `<mj-section><mj-column><mj-text>${marker}</mj-text></mj-column></mj-section></mj-body>`,
    );
    expect(edited).not.toBe(original);
    await mjml.fill(edited);
    await preview.getByText(marker).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('template-preview').getAttribute('sandbox')).toBe('');

    await editor.getByRole('button', { name: 'Save template' }).click();
    await toastOf(page, 'success', /saved/i).waitFor();
    const savedMjml = async () =>
      (
        await graphql<{ emailTemplates: { type: string; mjml: string }[] }>(page, '{ emailTemplates { type mjml } }')
      ).emailTemplates.find((t) => t.type === 'WEEKLY_DIGEST')?.mjml ?? '';
    await eventually(async () => (await savedMjml()).includes(marker), 10_000, 'the saved MJML');

    // Without a Sendy URL the adapter says so with the spec's text.
    await editor.getByRole('button', { name: 'Open in Sendy' }).click();
    await toastOf(page, 'error', 'Sendy URL not configured').waitFor();

    // A test send of the edited template reaches the signed-in admin.
    const isOurs = (m: { to?: { address: string }[]; html: string }) =>
      (m.to ?? []).some((t) => t.address === adminEmail) && (m.html ?? '').includes(marker);
    await deleteMails(isOurs);
    await editor.getByRole('button', { name: 'Send test to me' }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();
    await waitForMail(isOurs, 30_000);
    await deleteMails(isOurs);
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
  });

  it('shows the six segments with the spec descriptions, pauses and resumes an automation, runs both quick actions and shows the conversion cards', async () => {
    await openEmailTab(page, 'lists');
    const segments = page.getByTestId('segments');
    for (const [name, description] of [
      ['New Visitors', 'Signed up 0-7 days ago with 0 generations.'],
      ['Active Trial', '1-4 generations in the past 30 days.'],
      ['Limit Reached', '5 of 5 used and no subscription.'],
      ['Subscribers', 'Active Family Plan.'],
      ['Inactive', '30 or more days without activity.'],
      ['Churned', 'Cancelled subscription.'],
    ] as const) {
      await segments.getByRole('heading', { name, exact: true }).waitFor();
      await segments.getByText(description).waitFor();
    }
    for (const key of ['new_visitors', 'active_trial', 'limit_reached', 'subscribers', 'inactive', 'churned']) {
      expect(await page.getByTestId(`segment-${key}-value`).innerText()).toMatch(/^\d[\d,]*$/);
    }

    // An active automation: pause → Paused, resume → Active.
    const automation = page.getByTestId('automation').filter({ hasText: 'Active' }).first();
    await automation.waitFor();
    const automationName = await automation.getByRole('heading').innerText();
    const card = page.getByTestId('automation').filter({ has: page.getByRole('heading', { name: automationName }) });
    await card.getByRole('button', { name: `Pause ${automationName}` }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();
    await card.getByText('Paused', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Resume ${automationName}` }).click();
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await card.innerText()).toMatch(/Target[\s\S]+Metric/);

    for (const label of ['Start welcome campaign', 'Send upgrade blast']) {
      await page.getByRole('button', { name: label }).click();
      const toast = page.getByTestId('toast').last();
      await toast.waitFor();
      expect(await toast.innerText()).not.toContain('Action failed. Please try again.');
    }
    expect(await page.getByTestId('conversion-test').count()).toBe(4);
    expect(await page.getByTestId('conversion-testing').innerText()).toMatch(/Not measured yet|recipients in/);
  });
});
