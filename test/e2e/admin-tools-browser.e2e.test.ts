import type { Page } from 'playwright-core';
import { pagePerTest, toastText } from '../support/browser';
import { signUp } from '../support/flow';
import { productSettings } from '../support/settings';
import { image } from '../support/seed';

// The Storage and MCP Tools tabs against the real content service and MinIO (spec 001 §2, §4, §8).
const { email: adminEmail, password: adminPassword } = productSettings().admin;

describe('the storage and media-service tools in the admin console', () => {
  const currentPage = pagePerTest({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  beforeEach(async () => {
    page = currentPage();
    const res = await page.request.post('/api/auth/signin', { data: { email: adminEmail, password: adminPassword } });
    expect(res.status()).toBe(200);
  });

  /** Times (ms since the page opened) at which the image-health query was sent. */
  function healthRequests(): number[] {
    const times: number[] = [];
    const opened = Date.now();
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'AdminImageHealth') times.push(Date.now() - opened);
    });
    return times;
  }

  it('shows the image counts, starts a migration and refetches 3 s later, fixes expired images, refreshes', async () => {
    const maker = await signUp();
    await image(maker.client);
    const times = healthRequests();
    await page.goto('/admin/?tab=storage');
    const total = page.getByTestId('storage-total-value');
    await total.waitFor();
    expect(Number((await total.innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    for (const id of ['storage-stored', 'storage-potentially-expired', 'storage-marked-expired']) {
      expect(await page.getByTestId(`${id}-value`).innerText()).toMatch(/^\d[\d,]*$/);
    }
    expect(await page.getByText('expire within 1–48 hours').count()).toBe(1);

    const before = times.length;
    const started = Date.now();
    await page.getByRole('button', { name: 'Migrate images' }).click();
    await toastText(page, 'Migration Started').waitFor();
    // The status is fetched again 3 seconds after the start.
    const deadline = Date.now() + 8_000;
    while (times.length === before && Date.now() < deadline) await page.waitForTimeout(200);
    expect(times.length).toBeGreaterThan(before);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);

    await page.getByRole('button', { name: 'Fix expired images' }).click();
    await toastText(page, 'Expired Images Processed').waitFor();
    expect(await page.getByTestId('toast').innerText()).toMatch(/Fixed: \d+, Failed: \d+/);

    const beforeRefresh = times.length;
    await page.getByRole('button', { name: 'Refresh' }).click();
    const refreshDeadline = Date.now() + 5_000;
    while (times.length === beforeRefresh && Date.now() < refreshDeadline) await page.waitForTimeout(100);
    expect(times.length).toBeGreaterThan(beforeRefresh);
  });

  it('checks health (button resting 2 s), lists capabilities, runs the upload, batch and download tests', async () => {
    const maker = await signUp();
    const made = await image(maker.client);
    await page.goto('/admin/?tab=mcp');

    const capabilities = page.getByTestId('mcp-capabilities');
    await capabilities.getByText('faithcraft-media v1.0.0').waitFor();
    const methods = await capabilities.locator('li code').allInnerTexts();
    expect(methods).toEqual(['upload', 'batchUpload', 'healthCheck', 'createDownloadUrls', 'getInfo']);

    const health = page.getByRole('button', { name: 'Health check' });
    await health.click();
    await toastText(page, 'Health Check Successful').waitFor();
    expect(await page.getByTestId('mcp-health').innerText()).toMatch(/Status:\s+healthy/);
    expect(await health.isDisabled()).toBe(true);
    await page.waitForTimeout(2_300);
    expect(await health.isDisabled()).toBe(false);

    // Single upload: the URL is required; an address the service may not fetch is refused with its message.
    const upload = page.getByRole('button', { name: 'Test upload' });
    await upload.click();
    await page.getByText('Please enter an image URL').waitFor();
    await page.getByLabel('Image URL', { exact: true }).fill('http://127.0.0.1:9/private.png');
    await upload.click();
    await toastText(page, 'Upload Test Failed').waitFor();
    expect(await upload.isDisabled()).toBe(true);
    await page.waitForTimeout(3_300);
    expect(await upload.isDisabled()).toBe(false);

    // Batch: the result list is counted (each item says whether it was stored).
    await page.getByLabel('Image URLs').fill('http://127.0.0.1:9/a.png\nhttp://127.0.0.1:9/b.png');
    await page.getByRole('button', { name: 'Test batch upload' }).click();
    await toastText(page, 'Batch Upload Test Successful').waitFor();
    expect(await page.getByTestId('toast').innerText()).toContain('2 results: 0 stored, 2 failed');
    expect(JSON.parse(await page.getByTestId('mcp-result-json').innerText())).toMatchObject({
      method: 'batchUpload',
      result: [{ success: false }, { success: false }],
    });

    // Download URLs for a stored image, then for nothing.
    await page.getByLabel('Public ID').fill(made.id);
    await page.getByRole('button', { name: 'Create download URLs' }).click();
    await toastText(page, 'Download URLs Generated').waitFor();
    const answer = JSON.parse(await page.getByTestId('mcp-result-json').innerText()) as {
      result: { publicId: string; urls: Record<string, string> };
    };
    expect(answer.result.publicId).toBe(made.id);
    expect(Object.keys(answer.result.urls)).toContain('png');

    await page.getByLabel('Public ID').fill('admin-tests/missing');
    await page.getByRole('button', { name: 'Create download URLs' }).click();
    await toastText(page, 'Download URL Test Failed').waitFor();
    expect(await page.getByTestId('toast').innerText()).toContain('Nothing is stored under "admin-tests/missing"');
  });
});
