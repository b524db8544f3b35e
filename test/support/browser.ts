// Debian's Chromium driven by playwright-core (a test tool's own browser download fails here).
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { unique } from './kit';
import { productSettings } from './settings';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * One browser for the test file and a fresh context (cookies, storage) for every test, opened on the
 * product's gateway. Call it inside `describe`; the returned function gives the current test's page.
 */
export function pagePerTest(options: BrowserContextOptions = {}): () => Page {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    page = await (await browser.newContext({ baseURL: productSettings().gatewayUrl, ...options })).newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });
  return () => page;
}

/** A text inside the visible toast (Radix also repeats it briefly in a hidden live region). */
export function toastText(page: Page, text: string): Locator {
  return page.getByTestId('toast').getByText(text);
}

/** Signs a new account up on /subscribe; the browser lands on /generator with its session. */
export async function signUpInBrowser(page: Page, email = `${unique('buyer')}@example.com`): Promise<string> {
  await page.goto('/subscribe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret1');
  await page.getByRole('button', { name: 'Create Account & Start Creating' }).click();
  await page.waitForURL('**/generator');
  return email;
}

/** A call from the page itself, with its session cookie (what the app's own fetches send). */
export function fetchJsonInPage<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        // The preflight header satisfies the gateway's CSRF check for /graphql; REST ignores it.
        headers: {
          'apollo-require-preflight': 'true',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null; // not JSON (a file, an HTML page): the status says enough
      }
      return { status: response.status, json: json as T };
    },
    { method, path, body },
  );
}

/** Polls `check` until it is true (a UI that follows an event, e.g. a plan change). */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}
