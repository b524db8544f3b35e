// Buying in Chromium with the sandbox payment provider (issue 8 "Must show"): a buyer finds an
// image by search and by a filter chip, pays with 4242…, gets the PNG, JPG and PDF, sees Purchase
// Complete and finds the image under Purchased; a declined card shows 'Payment Failed' and changes
// nothing.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { eventually, fetchJsonInPage, pagePerTest, signUpInBrowser, toastText } from '../support/browser';
import { asAdmin } from '../support/flow';
import { unique } from '../support/kit';
import * as seed from '../support/seed';

jest.setTimeout(300_000);

/** Access follows PurchaseCompleted through Kafka; a fresh e2e stack replays the topics first. */
const EVENT_LAG_MS = 150_000;

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

interface PurchaseJson {
  imageId: string;
  status: string;
}

describe('the marketplace in Chromium', () => {
  const currentPage = pagePerTest({ acceptDownloads: true });
  let page: Page;
  /** A word only this run's image has, and a style only it has (so its chip finds just it). */
  const word = `quokka${Date.now().toString(36)}`;
  const style = unique('quill').replace(/_/g, '-');
  let image: seed.ImageJson;
  /** The same seller's free image (price 0), in another style. */
  const freeStyle = unique('free').replace(/_/g, '-');
  let freeImage: seed.ImageJson;

  beforeAll(async () => {
    const seller = await seed.user();
    const publish = async (id: string, price: number) => {
      const res = await seller.client.request('PATCH', `/api/images/${id}/publish`, {
        isPublic: true,
        isForSale: true,
        price,
      });
      expect(res.status).toBe(200);
    };
    [image, freeImage] = await Promise.all([
      seed.image(seller.client, { prompt: `Nephi builds the ship ${word}`, category: 'primary', style }),
      seed.image(seller.client, { prompt: 'A poster of the Liahona', contentType: 'poster', style: freeStyle }),
    ]);
    await publish(image.id, 2.99);
    await publish(freeImage.id, 0);
  }, 120_000);

  beforeEach(() => {
    page = currentPage();
  });

  const card = () => page.locator(`[data-testid="image-card"][data-id="${image.id}"]`);

  it('finds the image by search and by its style chip, buys it with 4242, downloads three files and lists it under Purchased', async () => {
    // A tag manager's dataLayer, so the spec's analytics events can be read back.
    await page.addInitScript(() => {
      (globalThis as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe/i.test(request.url())) stripeRequests.push(request.url());
    });
    await signUpInBrowser(page);

    // By search: the term goes into the address, the card and its price show.
    await page.goto('/marketplace');
    await page.getByRole('heading', { name: 'Marketplace', level: 1 }).waitFor();
    await page.getByLabel('Search the marketplace').fill(word);
    await page.waitForURL(`**/marketplace?search=${word}`);
    // The chip renders with the searched results (the address changes a moment before).
    await page.getByRole('list', { name: 'Active filters' }).getByText(word).waitFor();
    await page.getByTestId('marketplace-count').getByText('1 result', { exact: true }).waitFor({ timeout: 30_000 });
    await card().waitFor();
    expect(await page.getByTestId('image-card').count()).toBe(1);
    expect(await card().getByTestId('card-price').innerText()).toBe('$2.99');

    // By a filter chip: the preview's style chip opens the marketplace on that style only.
    await card()
      .getByRole('button', { name: /^Open / })
      .click();
    const preview = page.getByTestId('image-preview');
    await preview.waitFor();
    await preview.getByRole('link', { name: /Quill/i }).click();
    await page.waitForURL(`**/marketplace?style=${style}`);
    await preview.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Remove filter Quill/ }).waitFor();
    await page.getByTestId('marketplace-count').getByText('1 result', { exact: true }).waitFor({ timeout: 30_000 });
    await card().waitFor();
    expect(await page.getByTestId('image-card').count()).toBe(1);

    // Pay with the card that succeeds; the three formats download by themselves.
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await card().getByRole('button', { name: 'Purchase $2.99' }).click();
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.getByText('Test mode', { exact: true }).waitFor();
    await fillCard(page, CARD_OK);
    await dialog.getByRole('button', { name: 'Pay $2.99' }).click();
    await toastText(page, 'Purchase Successful').waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'detached' });
    await card().getByTestId('purchase-complete').waitFor();
    expect(await card().getByTestId('purchase-complete').innerText()).toBe('Purchase Complete');

    // The sandbox form: neither Stripe's chunk nor Stripe.js was fetched. The spec's analytics events.
    expect(stripeRequests).toEqual([]);
    const events = await page.evaluate(
      () => (globalThis as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'marketplace_search', event_category: 'marketplace', search_term: word }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'purchase', event_category: 'marketplace', value: 299, currency: 'USD' }),
    );

    await eventually(async () => downloads.length === 3, EVENT_LAG_MS, 'three downloads');
    const names = downloads.map((download) => download.suggestedFilename());
    expect(names.map((name) => name.split('.').pop())).toEqual(['png', 'jpg', 'pdf']);
    const pdf = await readFile(await downloads[2]!.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The server agrees: one completed purchase at the server's price.
    const mine = await fetchJsonInPage<PurchaseJson[]>(page, 'GET', '/api/purchases/my');
    expect(mine.json.filter((p) => p.imageId === image.id).map((p) => p.status)).toEqual(['completed']);

    // In the library under Purchased.
    await page.goto('/library');
    await page.getByRole('heading', { name: 'My Content Library' }).waitFor();
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Purchased' });
    await card().waitFor({ timeout: 20_000 });

    // The buyer rates it once; the card then shows the average and count.
    await card()
      .getByRole('button', { name: /^Open / })
      .click();
    await page.getByTestId('image-preview').getByRole('button', { name: '4 stars' }).click();
    await page.getByTestId('my-rating').waitFor();
    await page.keyboard.press('Escape');
    expect(await card().getByTestId('rating-summary').getAttribute('aria-label')).toBe('Rated 4.0 out of 5 (1 rating)');

    // The profile's Purchases card counts it (content records completed purchases from the event).
    await eventually(
      async () => {
        await page.goto('/profile');
        const purchases = page.getByTestId('stat-purchases');
        await purchases.getByText('items purchased').waitFor();
        const text = await purchases.innerText();
        return text.includes('$2.99') && text.includes('1 items purchased');
      },
      EVENT_LAG_MS,
      'the purchase on the profile',
    );
  });

  it('shows Payment Failed for a declined card and changes nothing', async () => {
    await signUpInBrowser(page);
    await page.goto(`/marketplace?style=${style}`);
    await card().waitFor({ timeout: 30_000 });

    await card().getByRole('button', { name: 'Purchase $2.99' }).click();
    const dialog = page.getByTestId('purchase-dialog');
    await fillCard(page, CARD_DECLINED);
    await dialog.getByRole('button', { name: 'Pay $2.99' }).click();
    await toastText(page, 'Payment Failed').waitFor({ timeout: 30_000 });
    await toastText(page, 'Your card was declined.').waitFor();
    // The form stays for another card; closing it leaves the image unbought.
    await dialog.getByRole('button', { name: 'Pay $2.99' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await card().getByRole('button', { name: 'Purchase $2.99' }).waitFor();

    const mine = await fetchJsonInPage<PurchaseJson[]>(page, 'GET', '/api/purchases/my');
    expect(mine.json.filter((p) => p.imageId === image.id && p.status === 'completed')).toEqual([]);
    const access = await fetchJsonInPage(page, 'GET', `/api/images/${image.id}/download/png`);
    expect(access.status).not.toBe(200);
    await page.goto('/library');
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Purchased' });
    await page.getByRole('heading', { name: 'No purchased content' }).waitFor();
  });

  it('shows the authentication step of card 4000 0025 0000 3155: failing it refuses the payment, completing it buys', async () => {
    await signUpInBrowser(page);
    await page.goto(`/marketplace?style=${style}`);
    await card().getByRole('button', { name: 'Purchase $2.99' }).click();
    const dialog = page.getByTestId('purchase-dialog');
    await fillCard(page, '4000 0025 0000 3155');
    await dialog.getByRole('button', { name: 'Pay $2.99' }).click();
    const step = dialog.getByTestId('card-authentication');
    await step.getByText('Test mode', { exact: true }).waitFor();
    await step.getByRole('button', { name: 'Fail authentication' }).click();
    await toastText(page, 'Payment Failed').waitFor();
    await dialog.getByLabel('Card number').waitFor();

    await fillCard(page, '4000 0025 0000 3155');
    await dialog.getByRole('button', { name: 'Pay $2.99' }).click();
    await step.getByRole('button', { name: 'Complete authentication' }).click();
    await toastText(page, 'Purchase Successful').waitFor({ timeout: 30_000 });
    await card().getByTestId('purchase-complete').waitFor();
  });

  it('adds a free image to the library without a card', async () => {
    await signUpInBrowser(page);
    await page.goto(`/marketplace?style=${freeStyle}`);
    const free = page.locator(`[data-testid="image-card"][data-id="${freeImage.id}"]`);
    expect(await free.getByTestId('card-price').innerText()).toBe('Free');
    await free.getByRole('button', { name: 'Add to Library' }).click();
    await toastText(page, 'Added to Your Library').waitFor();
    expect(await free.getByTestId('purchase-complete').innerText()).toBe('In Your Library');
    expect(await page.getByTestId('purchase-dialog').count()).toBe(0);
    const mine = await fetchJsonInPage<PurchaseJson[]>(page, 'GET', '/api/purchases/my');
    expect(mine.json.filter((p) => p.imageId === freeImage.id).map((p) => p.status)).toEqual(['completed']);
  });

  it('lets the owner choose the price when publishing (Free or $0.99–$49.99) and shows Unpublish after', async () => {
    const owner = await seed.user();
    const own = await seed.image(owner.client, {
      prompt: 'Flashcards of the twelve tribes',
      contentType: 'flashcards',
    });
    await page.goto('/signin');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/generator');

    await page.goto('/library');
    const ownCard = page.locator(`[data-testid="image-card"][data-id="${own.id}"]`);
    await ownCard.getByRole('button', { name: /^Open / }).click();
    const preview = page.getByTestId('image-preview');
    await preview.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByTestId('publish-dialog');
    const price = dialog.getByLabel('Price in US dollars');
    expect(await price.inputValue()).toBe('2.99');
    await price.fill('60');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByText('Price must be between $0.99 and $49.99').waitFor();
    await price.fill('4.50');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await toastText(page, 'Your content is now public and for sale in the marketplace.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await preview.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect(await preview.getByText('$4.50').count()).toBe(1);

    const mine = await fetchJsonInPage<seed.ImageJson[]>(page, 'GET', '/api/images/my');
    expect(mine.json.find((i) => i.id === own.id)).toMatchObject({ isPublic: true, isForSale: true, priceCents: 450 });
  });

  it('shows 20 cards a page with facet counts beside the options, and Load More Content for the rest', async () => {
    // The admin generates without a limit (a free account stops at 5).
    const seller = { client: await asAdmin() };
    const pageStyle = unique('page').replace(/_/g, '-');
    const pending = await Promise.all(
      Array.from({ length: 21 }, (_, n) =>
        seed.pendingImage(seller.client, {
          prompt: `Article of Faith ${n + 1}`,
          category: 'seminary',
          style: pageStyle,
        }),
      ),
    );
    for (const { id } of pending) {
      await seed.completedImage(seller.client, id);
      const res = await seller.client.request('PATCH', `/api/images/${id}/publish`, {
        isPublic: true,
        isForSale: true,
      });
      expect({ status: res.status, body: res.status === 200 ? '' : await res.text() }).toEqual({
        status: 200,
        body: '',
      });
    }

    await page.goto(`/marketplace?style=${pageStyle}`);
    await page.getByTestId('marketplace-count').getByText('21 results', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('image-card').count()).toBe(20);
    // Counts over the other filters: every one of them is a seminary coloring page.
    expect(await page.getByLabel('Category').locator('option:checked').innerText()).toBe('All Categories');
    await page.getByLabel('Category').locator('option', { hasText: 'Seminary (21)' }).waitFor({ state: 'attached' });
    await page
      .getByLabel('Content type')
      .locator('option', { hasText: 'Coloring Pages (21)' })
      .waitFor({ state: 'attached' });
    expect(await page.getByLabel('Category').locator('option', { hasText: 'Youth (0)' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Load More Content' }).click();
    await eventually(async () => (await page.getByTestId('image-card').count()) === 21, 20_000, 'the 21st card');
    await page.getByRole('button', { name: 'Load More Content' }).waitFor({ state: 'detached' });
    const cards = await page.getByTestId('image-card').all();
    const ids = await Promise.all(cards.map((c) => c.getAttribute('data-id')));
    expect(new Set(ids)).toEqual(new Set(pending.map((p) => p.id)));
  });

  it('asks a signed-out visitor to log in before buying', async () => {
    await page.goto(`/marketplace?style=${style}`);
    await card().getByRole('button', { name: 'Purchase $2.99' }).click();
    await toastText(page, 'Please log in to purchase content').waitFor();
    await toastText(page, 'Login Required').waitFor();
    await page.waitForURL('**/signin');
    // The sign-in page shows the notice again (the redirect follows it after half a second).
    await toastText(page, 'Please log in to purchase content').waitFor();
  });
});

async function fillCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByTestId('purchase-dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
}
