// The newsletter in Chromium: the blog's and the landing page's boxes subscribe for real (double
// opt-in mail in the local inbox, the spec's 'e-mail signup' event), the link from the mail
// confirms on /newsletter/confirm, and /unsubscribe applies a signed token, all through the gateway.
import { Topics, parseEnvelope, type VisitorEventV1 } from '@faithcraft/lib';
import type { Page } from 'playwright-core';
import { MailTokens, deriveTokenSecret } from '../../services/email/src/lists/tokens';
import { deleteMailsTo, waitForMails } from '../../services/email/test/inbox';
import { pagePerTest, toastText } from '../support/browser';
import { ApiClient } from '../support/http';
import { readTopic, unique, waitFor } from '../support/kit';
import { productSettings } from '../support/settings';

jest.setTimeout(120_000);

describe('newsletter sign-up, confirmation and unsubscribe in Chromium', () => {
  const currentPage = pagePerTest();
  const addresses: string[] = [];
  const address = (prefix: string) => {
    const a = `${unique(prefix)}@example.com`;
    addresses.push(a);
    return a;
  };
  let admin: ApiClient;
  const statusOf = async (email: string) =>
    (
      (await (await admin.request('POST', '/api/email/status', { email, listId: 'default' })).json()) as {
        status: string;
      }
    ).status;

  beforeAll(async () => {
    admin = new ApiClient(productSettings().gatewayUrl);
    const { email, password } = productSettings().admin;
    expect((await admin.request('POST', '/api/auth/signin', { email, password })).status).toBe(200);
  });

  afterAll(async () => {
    for (const a of addresses) await deleteMailsTo(a);
  });

  async function subscribeInBox(page: Page, email: string) {
    const box = page.getByRole('form', { name: 'Newsletter sign-up' });
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await toastText(page, `Confirmation e-mail sent to ${email}. Please click the link in it to subscribe.`).waitFor();
  }

  it('subscribes from the blog, sends the e-mail signup event, and the link from the mail confirms', async () => {
    const page = currentPage();
    const email = address('blogbox');
    await page.goto('/blog');
    await subscribeInBox(page, email);
    expect(await statusOf(email)).toBe('Unconfirmed');

    const [mail] = await waitForMails(email);
    expect(mail!.from[0]!.address).toBe('news@faithcraft.local');
    const link = /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Subscription Confirmed' }).waitFor();
    await page.getByText('Your subscription to FaithCraft Newsletter is confirmed. Thank you!').waitFor();
    expect(await statusOf(email)).toBe('Subscribed');

    // The outcome's way back is reachable from the keyboard.
    const back = page.getByRole('link', { name: 'Back to FaithCraft' });
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await back.evaluate((el) => el === el.ownerDocument.activeElement);
    }
    expect(reached).toBe(true);

    const visitorId = (await page.context().cookies()).find((c) => c.name === 'fc_vid')!.value;
    await page.goto('/about'); // leaving the page sends what is still queued
    const signup = await waitFor(
      async () =>
        (await readTopic(Topics.webAnalytics))
          .map((m) => parseEnvelope(m.value) as VisitorEventV1)
          .find((e) => e.data.visitorId === visitorId && e.data.name === 'email_signup'),
      45_000,
      'the email_signup event',
    );
    expect(signup.data.params).toMatchObject({ event_label: 'newsletter' });
  });

  it("subscribes from the landing page and shows the server's refusal of a bad address", async () => {
    const page = currentPage();
    const email = address('landingbox');
    await page.goto('/');
    await page.getByRole('form', { name: 'Newsletter sign-up' }).scrollIntoViewIfNeeded();
    await subscribeInBox(page, email);
    await waitForMails(email);
    expect(await statusOf(email)).toBe('Unconfirmed');

    // 'ana@localhost' passes the browser's e-mail check; the server's rule refuses it with its text.
    const box = page.getByRole('form', { name: 'Newsletter sign-up' });
    await box.getByLabel('Email address').fill('ana@localhost');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await toastText(page, 'Please enter a valid email address').waitFor();
    expect(await box.getByLabel('Email address').inputValue()).toBe('ana@localhost');
  });

  it('unsubscribes with the signed token from a mail, twice without harm, and refuses a forged one', async () => {
    const page = currentPage();
    const email = address('leaving');
    await page.goto('/blog');
    await subscribeInBox(page, email);
    const tokens = new MailTokens(deriveTokenSecret(productSettings().internalSecret));
    const token = tokens.sign({ purpose: 'unsubscribe', email, listId: null, expiresAt: null });
    for (let i = 0; i < 2; i++) {
      await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
      await page.getByRole('heading', { name: 'You Are Unsubscribed' }).waitFor();
    }
    expect(await statusOf(email)).toBe('Unsubscribed');

    await page.goto('/unsubscribe?token=forged.token');
    await page.getByRole('heading', { name: 'Not Unsubscribed' }).waitFor();
    await page.getByText('This unsubscribe link is not valid.').waitFor();
    await page.goto('/newsletter/confirm');
    await page.getByText('This confirmation link is missing its code.', { exact: false }).waitFor();
  });
});
