// Shared steps of the admin email page's browser tests (test/e2e/admin-email-*.e2e.test.ts).
import type { Locator, Page } from 'playwright-core';
import { fetchJsonInPage } from '../support/browser';
import { infraSettings, productSettings } from '../support/settings';

export const EMAIL_TABS = ['Subscribers', 'Lists', 'Templates', 'Campaigns', 'Analytics', 'Status'];

export async function signInAsAdmin(page: Page): Promise<string> {
  const { email, password } = productSettings().admin;
  const res = await page.request.post('/api/auth/signin', { data: { email, password } });
  expect(res.status()).toBe(200);
  return email;
}

/** Opens /admin/email on a tab and waits for the page's heading. */
export async function openEmailTab(page: Page, tab: string): Promise<void> {
  await page.goto(tab === 'subscribers' ? '/admin/email' : `/admin/email?tab=${tab}`);
  await page.getByRole('heading', { name: 'Email Management' }).waitFor();
}

/** A GraphQL call with the page's admin session (set-up steps the test is not about). */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  if (!page.url().startsWith('http')) await page.goto('/admin/email');
  const { status, json } = await fetchJsonInPage<{ data?: T; errors?: { message: string }[] }>(
    page,
    'POST',
    '/graphql',
    {
      query,
      variables,
    },
  );
  if (status !== 200 || !json.data || json.errors?.length) {
    throw new Error(`graphql answered ${status}: ${JSON.stringify(json)}`);
  }
  return json.data;
}

/** Creates a list through the API and returns its id. */
export async function createList(page: Page, name: string, optIn: 'SINGLE' | 'DOUBLE'): Promise<string> {
  const data = await graphql<{ createEmailList: { success: boolean; message: string; list: { id: string } | null } }>(
    page,
    'mutation($input: EmailListInput!) { createEmailList(input: $input) { success message list { id } } }',
    { input: { name, optIn } },
  );
  if (!data.createEmailList.success || !data.createEmailList.list) throw new Error(data.createEmailList.message);
  return data.createEmailList.list.id;
}

export async function subscribe(page: Page, email: string, listId: string, name?: string): Promise<void> {
  const data = await graphql<{ adminSubscribeEmail: { success: boolean; message: string } }>(
    page,
    'mutation($email: String, $name: String, $listId: ID) { adminSubscribeEmail(email: $email, name: $name, listId: $listId) { success message } }',
    { email, name: name ?? null, listId },
  );
  if (!data.adminSubscribeEmail.success) throw new Error(data.adminSubscribeEmail.message);
}

/** The visible toast of a variant (success or error) that contains `text`. */
export function toastOf(page: Page, variant: 'success' | 'error', text: string | RegExp): Locator {
  return page.locator(`[data-testid="toast"].toast--${variant}`).filter({ hasText: text });
}

/** Names of the GraphQL operations the page sends, with the time (ms since the call) each was sent. */
export function recordOperations(page: Page): { name: string; at: number }[] {
  const started = Date.now();
  const sent: { name: string; at: number }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) sent.push({ name: body.operationName, at: Date.now() - started });
  });
  return sent;
}

/** Waits until a form's list picker has its options (the lists query answered) and one is chosen. */
export async function listsLoaded(form: Locator): Promise<void> {
  await form.getByLabel('List').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
}

// The shared inbox (maildev) holds mails of every run, some without a To (Bcc only): read defensively.
interface Mail {
  id: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  to?: { address: string }[];
}

const inboxUrl = (): string => infraSettings().inboxUrl;
const isTo = (mail: Mail, address: string) =>
  (mail.to ?? []).some((to) => to.address.toLowerCase() === address.toLowerCase());

export async function inbox(): Promise<Mail[]> {
  const res = await fetch(`${inboxUrl()}/email`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as Mail[];
}

export const mailsTo = async (address: string): Promise<Mail[]> => (await inbox()).filter((m) => isTo(m, address));

export async function deleteMailsTo(address: string): Promise<void> {
  for (const m of await mailsTo(address)) await fetch(`${inboxUrl()}/email/${m.id}`, { method: 'DELETE' });
}

/** Waits for the first mail `match` accepts. */
export async function waitForMail(match: (m: Mail) => boolean, timeoutMs = 30_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export async function waitForMails(address: string, count = 1, timeoutMs = 30_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export async function deleteMails(match: (m: Mail) => boolean): Promise<void> {
  for (const m of (await inbox()).filter(match)) await fetch(`${inboxUrl()}/email/${m.id}`, { method: 'DELETE' });
}
