import type { Page } from 'playwright-core';
import { eventually, pagePerTest } from '../support/browser';
import { unique } from '../support/kit';
import {
  deleteMailsTo,
  graphql,
  listsLoaded,
  openEmailTab,
  signInAsAdmin,
  toastOf,
  waitForMails,
} from './admin-email-helpers';

// The Subscribers, Lists (table and create form) and Status tabs against the real email service and
// the local SMTP inbox (spec 001 §2, §5, §8; issue 10: double opt-in with a confirmation mail).
describe('the email page: lists, subscribers and status', () => {
  const currentPage = pagePerTest({ viewport: { width: 1280, height: 1000 } });
  let page: Page;
  beforeEach(async () => {
    page = currentPage();
    await signInAsAdmin(page);
  });

  it('refuses empty subscribe, unsubscribe and status forms with the spec text, sending nothing', async () => {
    await openEmailTab(page, 'subscribers');
    const subscribeForm = page.getByTestId('subscribe-form');
    await subscribeForm.getByRole('button', { name: 'Subscribe' }).click();
    await subscribeForm.getByText('Email and list ID are required').waitFor();
    const unsubscribeForm = page.getByTestId('unsubscribe-form');
    await unsubscribeForm.getByRole('button', { name: 'Unsubscribe' }).click();
    await unsubscribeForm.getByText('Email and list ID are required').waitFor();
    // The email field is of email type.
    expect(await subscribeForm.getByLabel('Email').getAttribute('type')).toBe('email');

    await page.getByRole('tab', { name: 'Status' }).click();
    await page.getByRole('button', { name: 'Check status' }).click();
    await page.getByTestId('status-check').getByText('Email and list ID are required').waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);
  });

  it('creates a double opt-in list, subscribes an address that shows as unconfirmed and gets the confirmation mail, then confirms, checks and unsubscribes it', async () => {
    const listName = `Teachers ${unique('list')}`;
    const address = `${unique('sub')}@example.com`;
    await deleteMailsTo(address);

    // Lists tab: create the list.
    await openEmailTab(page, 'lists');
    const createForm = page.getByTestId('create-list-form');
    await createForm.getByRole('button', { name: 'Create list' }).click();
    await page.getByText('Please enter a list name').waitFor();
    await createForm.getByLabel('New list name').fill(listName);
    await createForm.getByLabel('Opt-in').selectOption('DOUBLE');
    await createForm.getByRole('button', { name: 'Create list' }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();
    const listRow = page.getByTestId('list-row').filter({ hasText: listName });
    await listRow.waitFor();
    expect(await listRow.innerText()).toContain('Double');

    // Subscribers tab: subscribe into it.
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    const form = page.getByTestId('subscribe-form');
    await listsLoaded(form);
    await form.getByLabel('Email').fill(address);
    await form.getByLabel('Name (optional)').fill('Ana Teacher');
    await form.getByLabel('List').selectOption({ label: listName });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();
    await eventually(async () => (await form.getByLabel('Email').inputValue()) === '', 5_000, 'the form to clear');

    await page.getByLabel('Show list').selectOption({ label: listName });
    const row = page.getByTestId('subscriber-row').filter({ hasText: address });
    await row.waitFor();
    expect(await row.innerText()).toContain('Unconfirmed');
    expect(await row.innerText()).toContain('Ana Teacher');

    // The confirmation mail arrives (double opt-in) and its token confirms.
    const [mail] = await waitForMails(address, 1, 30_000);
    const token = /[?&]token=([^"&\s<]+)/.exec(mail!.text || mail!.html)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await graphql<{ confirmEmailSubscription: { success: boolean } }>(
      page,
      'mutation($token: String!) { confirmEmailSubscription(token: $token) { success message } }',
      { token: decodeURIComponent(token!) },
    );
    expect(confirmed.confirmEmailSubscription.success).toBe(true);
    await deleteMailsTo(address);

    // Status tab: subscribed.
    await page.getByRole('tab', { name: 'Status' }).click();
    const statusForm = page.getByTestId('status-form');
    await statusForm.getByLabel('Email').fill(address);
    await statusForm.getByLabel('List').selectOption({ label: listName });
    await statusForm.getByRole('button', { name: 'Check status' }).click();
    await page.getByTestId('status-answer').getByText('Subscribed', { exact: true }).waitFor();

    // Unsubscribe, then the status says so and the table too.
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    const unsubscribeForm = page.getByTestId('unsubscribe-form');
    await unsubscribeForm.getByLabel('Email').fill(address);
    await unsubscribeForm.getByLabel('List').selectOption({ label: listName });
    await unsubscribeForm.getByRole('button', { name: 'Unsubscribe' }).click();
    await toastOf(page, 'success', /.+/).first().waitFor();
    await page.getByLabel('Show list').selectOption({ label: listName });
    await page.getByTestId('subscriber-row').filter({ hasText: address }).getByText('Unsubscribed').waitFor();

    await page.getByRole('tab', { name: 'Status' }).click();
    await statusForm.getByLabel('Email').fill(address);
    await statusForm.getByLabel('List').selectOption({ label: listName });
    await statusForm.getByRole('button', { name: 'Check status' }).click();
    await page.getByTestId('status-answer').getByText('Unsubscribed', { exact: true }).waitFor();
  });

  it("shows a success-false answer's message as an error toast", async () => {
    await openEmailTab(page, 'subscribers');
    const form = page.getByTestId('subscribe-form');
    await listsLoaded(form);
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const error = page.locator('[data-testid="toast"].toast--error');
    await error.waitFor();
    // The server's own message (not the request-failure fallback): the request reached it and said no.
    expect(await error.innerText()).not.toContain('Failed to subscribe email');
    expect(await form.getByLabel('Email').inputValue()).toBe('not-an-address');
  });
});
