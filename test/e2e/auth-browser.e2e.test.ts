import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { productSettings } from '../support/settings';
import { unique } from '../support/kit';

const baseUrl = productSettings().gatewayUrl;

describe('signing up and in, in Chromium', () => {
  const currentPage = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  it('shows each sign-up validation error with the spec text', async () => {
    await page.goto('/subscribe');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account & Start Creating' }).click();
    const errors = page.getByTestId('field-error');
    await expectTexts(errors, [
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      "Passwords don't match",
    ]);
  });

  it('signs up, shows the name in the header, signs out and signs in again', async () => {
    const email = `${unique('browser')}@example.com`;
    await page.goto('/subscribe');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret1');
    await page.getByRole('button', { name: 'Create Account & Start Creating' }).click();

    await page.waitForURL('**/generator');
    // No first name yet: the menu shows the e-mail (spec: first name, else e-mail, else "User").
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('user-menu').innerText()).toContain(email);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'fc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').first().waitFor();

    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/generator');
    expect(await page.getByTestId('user-menu').innerText()).toContain(email);
  });

  it('shows Page Not Found for an unknown route', async () => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});

async function expectTexts(locator: ReturnType<Page['getByTestId']>, texts: string[]) {
  await locator.first().waitFor();
  expect(await locator.allInnerTexts()).toEqual(texts);
}
