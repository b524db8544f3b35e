// Creating content in Chromium: landing showcase, sign-in handling, the generator from sign-up to
// the free limit, the library filter, favourites and a PNG download from the preview dialog.
import { setTimeout as delay } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { unique } from '../support/kit';

const LIMIT_MESSAGE = "You've used all your free generations. Upgrade to the Family Plan for unlimited access.";
/** Built-in generation plus the polling interval; generous for a shared 2-core machine. */
const GENERATION_TIMEOUT_MS = 60_000;

// jest's testTimeout is a global option (the e2e project's value does not apply): set it here.
jest.setTimeout(90_000);

describe('creating content in Chromium', () => {
  const currentPage = pagePerTest({ acceptDownloads: true });
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  it('shows six examples on the landing page and sends a click on one to sign in', async () => {
    await page.goto('/');
    const cards = page.getByTestId('showcase-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    await page.getByRole('heading', { name: 'Even More Content Types' }).waitFor();
    await page.getByRole('heading', { name: 'What Our Community Says' }).waitFor();
    expect(await page.getByLabel('5 out of 5 stars').count()).toBe(3);

    await cards.nth(4).click();
    // /api/login starts sign-in; locally that is the sign-in page.
    await page.waitForURL('**/signin');
  });

  it.each(['/generator', '/library'])(
    'sends a signed-out visitor of %s to sign in with the logged-out toast',
    async (path) => {
      await page.goto(path);
      await toastText(page, 'You are logged out. Logging in again...').waitFor();
      await page.waitForURL('**/signin');
    },
  );

  it('generates five images of different types, stops at the free limit, filters favourites and downloads a PNG', async () => {
    await signUp(page);
    await page.waitForURL('**/generator');
    await page.getByRole('heading', { name: 'Create Content' }).waitFor();
    await expectText(page.getByTestId('generations-remaining'), '5 of 5');

    // Eight content types as one radio group.
    const radios = page.getByRole('radio');
    expect(await radios.count()).toBe(8);
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    const prompt = page.getByLabel("Describe what you'd like to create");
    expect(await generate.isDisabled()).toBe(true);

    // Whitespace only: the spec's validation toast, and nothing is generated.
    await prompt.fill('   ');
    await generate.click();
    await toastText(page, "Please describe what you'd like to create").waitFor();
    await toastText(page, 'Missing Description').waitFor();

    const requests: { type: string; prompt?: string; idea?: string }[] = [
      { type: 'Flashcards', prompt: 'Flashcards for the first three Articles of Faith' },
      { type: 'Coloring Pages', idea: 'Noah and the Ark' },
      { type: 'Board Game', prompt: "A board game following Lehi's family to the promised land" },
      { type: 'Poster', prompt: 'A poster that says Choose the Right with a CTR shield' },
      { type: 'Talk Visual', prompt: 'A talk visual about gratitude for a Primary talk' },
    ];
    const results = page.getByRole('list', { name: 'Your new creations' }).getByTestId('image-card');

    for (const [index, request] of requests.entries()) {
      if (request.idea) {
        // A Quick Start idea fills the form and puts the cursor in the description.
        await page.getByTestId('quick-start-idea').filter({ hasText: request.idea }).click();
        expect(await page.getByRole('radio', { name: request.type, exact: true }).isChecked()).toBe(true);
        expect(await isFocused(prompt)).toBe(true);
      } else {
        await page.getByRole('radio', { name: request.type, exact: true }).check();
        await prompt.fill(request.prompt!);
      }
      await generate.click();
      await toastText(page, 'Generation Started!').waitFor();

      await waitForCount(results, index + 1);
      const card = results.first();
      // The pending card turns into the finished image without a reload.
      const id = await card.getAttribute('data-id');
      await page
        .locator(`[data-testid="image-card"][data-id="${id}"]:not([data-status="pending"])`)
        .waitFor({ timeout: GENERATION_TIMEOUT_MS });
      expect(await card.getAttribute('data-status')).toBe('completed');
      expect(await card.innerText()).toContain(request.type);
      await expectImageLoaded(card.locator('img'));
    }

    // The fifth completed: the allowance is used up, Generate is disabled and the user is sent on.
    const limit = page.getByTestId('generation-limit');
    await limit.waitFor({ timeout: 20_000 });
    expect((await limit.innerText()).trim()).toContain(LIMIT_MESSAGE);
    expect(await generate.isDisabled()).toBe(true);
    await page.waitForURL('**/upgrade', { timeout: 10_000 });

    // The sixth is refused: by the server, and by the generator page itself.
    const refusal = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({
          query: 'mutation { generateImage(input: { prompt: "One more poster", contentType: POSTER }) { id } }',
        }),
      });
      return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    });
    expect(refusal.errors?.[0]?.extensions?.code).toBe('GENERATION_LIMIT_REACHED');
    await page.goto('/generator');
    await expectText(page.getByTestId('generation-limit'), LIMIT_MESSAGE);
    await page.waitForURL('**/upgrade', { timeout: 10_000 });

    // All five are in the library.
    await page.goto('/library');
    await page.getByRole('heading', { name: 'My Content Library' }).waitFor();
    const libraryCards = page.getByTestId('image-card');
    await waitForCount(libraryCards, 5);

    // Favourite one from its preview; Escape closes the dialog and focus returns to the card.
    const favourite = libraryCards.nth(2);
    const favouriteTitle = (await favourite.locator('h3').innerText()).trim();
    const opener = favourite.getByRole('button');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: favouriteTitle });
    await dialog.waitFor();
    const heart = dialog.getByRole('button', { name: 'Favorite' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await dialog.locator('[data-testid="favorite-button"][aria-pressed="true"]').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix moves focus back in the frame after the dialog unmounts.
    expect(await becomesFocused(opener)).toBe(true);

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Favorites' });
    await waitForCount(page.getByTestId('image-card'), 1);
    expect((await page.getByTestId('image-card').locator('h3').innerText()).trim()).toBe(favouriteTitle);
    // Stays one after the server answered (not only the client-side filter).
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('image-card').count()).toBe(1);

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Generated' });
    await waitForCount(page.getByTestId('image-card'), 5);

    // Download the PNG from the preview: the saved name comes from Content-Disposition.
    await page.getByTestId('image-card').first().getByRole('button').click();
    const preview = page.getByTestId('image-preview');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    expect(download.suggestedFilename()).not.toBe('download.png');
    await toastText(page, 'Download Complete').waitFor();
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  }, 420_000);
});

/** A text inside the visible toast (Radix also repeats it briefly in a hidden live region). */
function toastText(page: Page, text: string): Locator {
  return page.getByTestId('toast').getByText(text);
}

async function signUp(page: Page): Promise<string> {
  const email = `${unique('create')}@example.com`;
  await page.goto('/subscribe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret1');
  await page.getByRole('button', { name: 'Create Account & Start Creating' }).click();
  return email;
}

async function waitForCount(locator: Locator, count: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  while (Date.now() < deadline) {
    seen = await locator.count();
    if (seen === count) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`expected ${count} elements, saw ${seen}`);
}

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.waitFor();
  expect(await locator.innerText()).toContain(text);
}

/** The card shows the real picture: loaded, with pixels, and not the placeholder. */
async function expectImageLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  expect(await image.getAttribute('alt')).not.toBe('Image not available');
  // The card's picture finished loading with real pixels (a failed load would show the placeholder).
  await image.page().waitForFunction(
    (element) => {
      const picture = element as unknown as { complete: boolean; naturalWidth: number };
      return picture.complete && picture.naturalWidth > 0;
    },
    await image.elementHandle(),
    { timeout: 15_000 },
  );
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** Whether the element has focus within two seconds. */
async function becomesFocused(locator: Locator): Promise<boolean> {
  for (const deadline = Date.now() + 2_000; Date.now() < deadline; await delay(50)) {
    if (await isFocused(locator)) return true;
  }
  return isFocused(locator);
}
