// The Family Plan in Chromium with the sandbox provider (issue 8 "Must show"): a free user at the
// limit lands on /upgrade, subscribes, generates a 6th image, cancels, keeps access until the test
// clock passes the period end, and is then back on the free plan.
import type { Page } from 'playwright-core';
import { eventually, fetchJsonInPage, pagePerTest, signUpInBrowser, toastText } from '../support/browser';

jest.setTimeout(600_000);

/** The plan reaches the users service through Kafka; a fresh e2e stack replays the topics first. */
const EVENT_LAG_MS = 150_000;

const LIMIT_MESSAGE = "You've used all your free generations. Upgrade to the Family Plan for unlimited access.";
const GENERATION_TIMEOUT_MS = 90_000;

interface ImageJson {
  id: string;
  generationStatus: string;
}

describe('the Family Plan in Chromium', () => {
  const currentPage = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  it('takes a free user at the limit to /upgrade, subscribes, generates a 6th image, cancels and returns to free after the period end', async () => {
    await page.addInitScript(() => {
      (globalThis as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await signUpInBrowser(page);
    await useUpFreeGenerations(page);

    // At the limit the generator says so and sends the user to /upgrade.
    await page.goto('/generator');
    await page.getByTestId('generation-limit').getByText(LIMIT_MESSAGE).waitFor();
    await page.waitForURL('**/upgrade', { timeout: 15_000 });
    await page.getByText("You've used all your free generations!").waitFor();
    const plan = page.getByTestId('family-plan-card');
    expect(await plan.innerText()).toContain('$9.99');
    expect(await plan.innerText()).toContain('Most Popular');

    // Start, then the card form (Test mode), then the plan.
    await plan.getByRole('button', { name: 'Start Creating Now' }).click();
    await plan.getByText('Test mode', { exact: true }).waitFor({ timeout: 20_000 });
    await plan.getByLabel('Card number').fill('4242 4242 4242 4242');
    await plan.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await plan.getByLabel('CVC').fill('123');
    await plan.getByRole('button', { name: 'Start Family Plan - $9.99/month' }).click();
    await toastText(page, 'Welcome to Family Plan!').waitFor({ timeout: 30_000 });
    await page.waitForURL('**/generator?upgraded=true');
    // Recorded before the generator opened (a client-side navigation keeps the dataLayer).
    const events = await page.evaluate(
      () => (globalThis as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'subscription_upgrade', event_label: 'family_plan', value: 999 }),
    );
    expect(events).toContainEqual(expect.objectContaining({ event: 'conversion', event_label: 'free_to_paid' }));
    await page.getByTestId('upgraded-welcome').waitFor();

    // The 6th image, once the generator has heard of the plan (it re-reads the allowance).
    await page.getByRole('radio', { name: 'Poster', exact: true }).check();
    await page.getByLabel("Describe what you'd like to create").fill('A poster that says I am a child of God');
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    await eventually(async () => generate.isEnabled(), EVENT_LAG_MS, 'Generate enabled by the plan');
    expect(await page.getByTestId('upgraded-welcome').innerText()).toContain('Welcome to the Family Plan!');
    await generate.click();
    await toastText(page, 'Generation Started!').waitFor();
    await eventually(async () => (await completedCount(page)) === 6, GENERATION_TIMEOUT_MS, 'the 6th image');

    // Starting again answers Already Subscribed! and goes to the generator after 1.5 s.
    await page.goto('/upgrade');
    await page.getByRole('button', { name: 'Start Creating Now' }).click();
    await toastText(page, 'Already Subscribed!').waitFor();
    await page.waitForURL('**/generator', { timeout: 5_000 });

    // Cancel on the profile: access stays until the period end.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await toastText(page, 'Subscription Cancelled').waitFor();
    await page.getByTestId('subscription-ends').waitFor();
    await eventually(
      async () => (await page.getByTestId('profile-plan').innerText()).includes('Cancelled, access until'),
      EVENT_LAG_MS,
      'the plan line with its end date',
    );
    expect(await page.getByTestId('profile-plan').innerText()).toMatch(/^Family Plan/);
    expect(await canGenerate(page)).toBe(true);

    // The test clock passes the period end: back on the free plan, and at the limit again.
    const advanced = await fetchJsonInPage<{ now: string }>(page, 'POST', '/api/payments/sandbox/clock/advance', {
      days: 32,
    });
    expect(advanced.status).toBe(200);
    await eventually(
      async () => {
        await page.goto('/profile');
        return (await page.getByTestId('profile-plan').innerText()) === 'Free Trial';
      },
      EVENT_LAG_MS,
      'the free plan after the period end',
    );
    expect(await canGenerate(page)).toBe(false);
  });

  it('shows Payment Failed for a declined card on /upgrade and leaves the user on the free plan', async () => {
    await signUpInBrowser(page);
    await page.goto('/upgrade');
    const plan = page.getByTestId('family-plan-card');
    await plan.getByRole('button', { name: 'Start Creating Now' }).click();
    await plan.getByLabel('Card number').fill('4000 0000 0000 0002');
    await plan.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await plan.getByLabel('CVC').fill('123');
    await plan.getByRole('button', { name: 'Start Family Plan - $9.99/month' }).click();
    await toastText(page, 'Payment Failed').waitFor({ timeout: 20_000 });
    await toastText(page, 'Your card was declined.').waitFor();
    // Still on the page with the form, and nothing was granted.
    expect(page.url()).toMatch(/\/upgrade$/);
    await plan.getByRole('button', { name: 'Start Family Plan - $9.99/month' }).waitFor();
    const plans = await fetchJsonInPage<{ data?: { mySubscription: { status: string } | null } }>(
      page,
      'POST',
      '/graphql',
      {
        query: '{ mySubscription { status } }',
      },
    );
    expect(plans.json.data?.mySubscription?.status ?? 'INACTIVE').not.toBe('ACTIVE');
    expect(await canGenerate(page)).toBe(true);
  });
});

/** Five generations through the REST facade with the page's session, all completed. */
async function useUpFreeGenerations(page: Page): Promise<void> {
  for (let n = 1; n <= 5; n += 1) {
    const res = await fetchJsonInPage(page, 'POST', '/api/generate-image', {
      prompt: `Flashcards for Article of Faith ${n}`,
      contentType: 'flashcards',
      category: 'primary',
      style: 'cartoon-gospel',
    });
    expect(res.status).toBe(201);
  }
  await eventually(async () => (await completedCount(page)) === 5, GENERATION_TIMEOUT_MS * 2, 'five images');
  // The allowance is charged when users hears of each completion (an event).
  await eventually(async () => !(await canGenerate(page)), EVENT_LAG_MS, 'the free allowance used up');
}

async function completedCount(page: Page): Promise<number> {
  const mine = await fetchJsonInPage<ImageJson[]>(page, 'GET', '/api/images/my');
  return mine.json.filter((image) => image.generationStatus === 'completed').length;
}

async function canGenerate(page: Page): Promise<boolean> {
  const me = await fetchJsonInPage<{ data?: { me?: { canGenerate: boolean } } }>(page, 'POST', '/graphql', {
    query: '{ me { canGenerate } }',
  });
  return me.json.data?.me?.canGenerate ?? false;
}
