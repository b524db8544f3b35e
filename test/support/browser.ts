// Debian's Chromium driven by playwright-core (a test tool's own browser download fails here).
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
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
