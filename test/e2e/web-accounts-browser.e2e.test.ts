// Account, profile, creator and static pages in Chromium, against the whole stack (spec 000 §2–§9).
// Mails are read from the local SMTP server's inbox (maildev REST API).
import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { productSettings } from '../support/settings';
import { ApiClient } from '../support/http';
import { unique, waitFor } from '../support/kit';

const baseUrl = productSettings().gatewayUrl;
const inboxUrl = process.env['MAILDEV_URL'] ?? 'http://127.0.0.1:1080';
const SUPPORT_INBOX = 'support@faithcraft.local';

// Browser flows with mail round trips take longer than jest's default 5 s.
jest.setTimeout(120_000);

interface InboxMail {
  subject?: string;
  text?: string;
  html?: string;
  to?: { address: string }[];
  envelope?: { to?: { address: string }[] };
}

/** Waits for a mail to `address` that `matches` accepts and returns it. */
async function waitForMail(address: string, matches: (mail: InboxMail) => boolean = () => true): Promise<InboxMail> {
  const wanted = address.toLowerCase();
  return waitFor(
    async () => {
      const mails = (await (await fetch(`${inboxUrl}/email`)).json()) as InboxMail[];
      return mails.find((mail) => {
        const recipients = [...(mail.to ?? []), ...(mail.envelope?.to ?? [])].map((r) => r.address.toLowerCase());
        return recipients.includes(wanted) && matches(mail);
      });
    },
    30_000,
    `a mail to ${address}`,
  );
}

/** A new account made through the API; returns its credentials and id. */
async function createUser(prefix: string, names: { firstName?: string; lastName?: string } = {}) {
  const email = `${unique(prefix)}@example.com`;
  const password = 'FamilyNight1';
  const api = new ApiClient(baseUrl);
  const result = await api.graphql<{ signUp: { user: { id: string } | null; message: string | null } }>(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } message } }`,
    { input: { email, password, ...names } },
  );
  const id = result.data?.signUp.user?.id;
  if (!id) throw new Error(`sign-up failed: ${JSON.stringify(result)}`);
  return { email, password, id, api };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/generator');
  await page.getByTestId('user-menu').waitFor();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(baseUrl + '/');
  await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
}

/** The toast with this title (only one is visible at a time). */
function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}

describe('accounts, profile and static pages in Chromium', () => {
  const currentPage = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  describe('forgot and reset password', () => {
    it('validates the e-mail, then sends a reset mail whose link sets a new password to sign in with', async () => {
      const user = await createUser('reset');
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByTestId('field-error').waitFor();
      expect(await page.getByTestId('field-error').innerText()).toBe('Please enter a valid email address');

      await page.getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
      await toast(page, 'Password Reset Email Sent').waitFor();
      expect(await page.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/signin');

      // "try again" goes back to the form.
      await page.getByRole('button', { name: 'try again' }).click();
      await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();

      const mail = await waitForMail(user.email, (m) =>
        /reset-password\?token=/.test(`${m.text ?? ''}${m.html ?? ''}`),
      );
      const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>&]+/.exec(
        `${mail.text ?? ''} ${mail.html ?? ''}`,
      )?.[0];
      expect(link).toBeDefined();
      const resetPath = new URL(link!).pathname + new URL(link!).search;

      await page.goto(resetPath);
      await page.getByLabel('New Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm New Password').fill('different');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByTestId('field-error').first().waitFor();
      expect(await page.getByTestId('field-error').allInnerTexts()).toEqual([
        'Password must be at least 8 characters long',
        "Passwords don't match",
      ]);

      const newPassword = 'BrandNewPass9';
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm New Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByRole('heading', { name: 'Password Reset Complete' }).waitFor();
      await toast(page, 'Password Reset Successful').waitFor();
      await page.getByRole('link', { name: 'Continue to Sign In' }).click();
      await page.waitForURL('**/signin');

      await signIn(page, user.email, newPassword);
    });

    it("shows 'Invalid Reset Link' without a token", async () => {
      await page.goto('/reset-password');
      await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
      await page.getByRole('link', { name: 'Request a new reset link' }).click();
      await page.waitForURL('**/forgot-password');
    });
  });

  describe('profile', () => {
    it('asks a visitor to log in with a button to /api/login', async () => {
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Please Log In' }).waitFor();
      expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/api/login');
    });

    it('edits the name, which then shows in the header and on the card', async () => {
      const user = await createUser('edit');
      await signIn(page, user.email, user.password);
      await page.goto('/profile');
      await page.getByRole('heading', { name: /Welcome back, edit_/ }).waitFor();
      expect(await page.getByTestId('profile-plan').innerText()).toBe('Free Trial');

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('First Name').fill('Hannah');
      await page.getByLabel('Last Name').fill('Whitney');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Profile Updated').waitFor();
      // Edit mode is left and the current user refreshed everywhere.
      await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
      expect(await page.getByTestId('profile-name').innerText()).toBe('Hannah Whitney');
      await page.getByRole('heading', { name: 'Welcome back, Hannah!' }).waitFor();
      expect(await page.getByTestId('user-menu').innerText()).toContain('Hannah');

      await page.reload();
      await page.getByTestId('user-menu').waitFor();
      expect(await page.getByTestId('user-menu').innerText()).toContain('Hannah');
    });

    it('checks the new password in the dialog, clears it on close, changes it and signs in with it', async () => {
      const user = await createUser('chpw');
      await signIn(page, user.email, user.password);
      await page.goto('/profile');
      const opener = page.getByRole('button', { name: 'Change Password' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.waitFor();

      await dialog.getByLabel('Current Password').fill(user.password);
      await dialog.getByLabel('New Password', { exact: true }).fill('Newpass123');
      await dialog.getByLabel('Confirm New Password').fill('Newpass124');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await toast(page, 'Password Mismatch').waitFor();
      expect(await toast(page, 'Password Mismatch').innerText()).toContain(
        "New password and confirmation don't match.",
      );

      await dialog.getByLabel('New Password', { exact: true }).fill('short');
      await dialog.getByLabel('Confirm New Password').fill('short');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await toast(page, 'Password Too Short').waitFor();

      // Escape closes the dialog, focus returns to the opener, and the fields are cleared.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
      await opener.click();
      expect(await dialog.getByLabel('Current Password').inputValue()).toBe('');
      expect(await dialog.getByLabel('New Password', { exact: true }).inputValue()).toBe('');

      const newPassword = 'Newpass123';
      await dialog.getByLabel('Current Password').fill(user.password);
      await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
      await dialog.getByLabel('Confirm New Password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await toast(page, 'Password Changed').waitFor();
      await dialog.waitFor({ state: 'detached' });

      await signOut(page);
      await signIn(page, user.email, newPassword);
    });

    it('shows the four stat cards and four keyboard-operable tabs', async () => {
      const user = await createUser('tabs');
      await signIn(page, user.email, user.password);
      await page.goto('/profile');
      await page.getByTestId('stat-generated').waitFor();
      expect(await page.getByTestId('stat-generated').innerText()).toContain('5 remaining');
      expect(await page.getByTestId('stat-downloads').innerText()).toContain('Total files downloaded');
      // The money figures show '…' until the stats answer (never a made-up $0.00).
      await page.getByTestId('stat-sales').getByText('$0.00').waitFor();
      expect(await page.getByTestId('stat-sales').innerText()).toMatch(/\$0\.00[\s\S]*0 items sold/);
      expect(await page.getByTestId('stat-purchases').innerText()).toMatch(/\$0\.00[\s\S]*0 items purchased/);

      const tabs = page.getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual(['My Content', 'Downloads', 'Marketplace', 'My Library']);
      await page.getByRole('tab', { name: 'My Content' }).focus();
      await page.keyboard.press('ArrowLeft');
      expect(await page.getByRole('tab', { name: 'My Library' }).getAttribute('aria-selected')).toBe('true');
      expect(
        await page.getByRole('tabpanel').getByRole('link', { name: 'Go to My Library' }).getAttribute('href'),
      ).toBe('/library');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('tab', { name: 'Downloads' }).getAttribute('aria-selected')).toBe('true');
    });

    it('signs out from the user menu', async () => {
      const user = await createUser('signout');
      await signIn(page, user.email, user.password);
      await signOut(page);
      expect(await page.getByTestId('user-menu').count()).toBe(0);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Please Log In' }).waitFor();
    });
  });

  describe('creator pages', () => {
    it('shows the creator page of a user with a public profile', async () => {
      // Creator pages are public by default; the name given at sign-up is the display name.
      const user = await createUser('creator', { firstName: 'Ruth', lastName: 'Creator' });
      const me = await user.api.graphql<{ me: { isProfilePublic: boolean } }>(`{ me { isProfilePublic } }`);
      expect(me.data?.me.isProfilePublic).toBe(true);

      await page.goto(`/users/${user.id}`);
      await page.getByRole('heading', { name: 'Ruth Creator', level: 1 }).waitFor();
      await page.getByText(/^Joined [A-Z][a-z]+ \d{4}$/).waitFor();
      await page.getByRole('heading', { name: 'Public Creations', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'No public creations' }).waitFor();
      expect(await page.getByText("This user hasn't shared any public content yet.").count()).toBe(1);
      expect(await page.getByTestId('creation-count').innerText()).toBe('0 creations');
    });

    it("shows 'User Not Found' for an unknown user", async () => {
      await page.goto('/users/no-such-user-id');
      await page.getByRole('heading', { name: 'User Not Found' }).waitFor();
      expect(await page.getByText('This user profile does not exist or is not public.').count()).toBe(1);
    });
  });

  describe('static pages', () => {
    it("shows 'Page Not Found' for an unknown route", async () => {
      await page.goto('/definitely/not/here');
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      expect(await page.title()).toContain('Page Not Found');
    });

    it("shows 'Post Not Found' for an unknown blog slug, with a way back", async () => {
      await page.goto('/blog/no-such-post');
      await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
      expect(await page.getByText("The blog post you're looking for doesn't exist.").count()).toBe(1);
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await page.waitForURL('**/blog');
      await page.getByRole('heading', { name: 'FaithCraft Blog' }).waitFor();
    });

    it('filters blog posts by category chip and opens the featured article', async () => {
      await page.goto('/blog');
      const cards = page.getByTestId('blog-post-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(6);

      await page.getByRole('button', { name: 'Seminary' }).click();
      expect(await page.getByRole('button', { name: 'Seminary' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: 'All Posts' }).getAttribute('aria-pressed')).toBe('false');
      expect(await cards.count()).toBe(1);
      expect(await cards.first().innerText()).toContain('Seminary');

      // Keyboard: the chips are buttons, Enter toggles.
      await page.getByRole('button', { name: 'All Posts' }).focus();
      await page.keyboard.press('Enter');
      expect(await cards.count()).toBe(6);

      await page.getByRole('link', { name: '10 Creative Family Home Evening Ideas Your Kids Will Love' }).click();
      await page.waitForURL('**/blog/family-home-evening-creative-ideas');
      // The level matters: the blog list shows the same title as an h2, so only the post's h1 proves
      // that the post has painted (and its canonical link, written before paint, is in place).
      await page
        .getByRole('heading', { level: 1, name: '10 Creative Family Home Evening Ideas Your Kids Will Love' })
        .waitFor();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${baseUrl}/blog/family-home-evening-creative-ideas`,
      );
    });

    it('sends the contact form to the support inbox', async () => {
      const marker = unique('contact');
      await page.goto('/contact');
      await page.getByLabel('First Name').fill('Mary');
      await page.getByLabel('Last Name').fill('Fielding');
      await page.getByLabel('Email').fill(`${marker}@example.com`);
      await page.getByLabel('Subject').selectOption('Technical Support');
      await page.getByLabel('Message', { exact: true }).fill(`Printing question ${marker}`);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await toast(page, 'Message Sent').waitFor();
      expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');

      const mail = await waitForMail(SUPPORT_INBOX, (m) => `${m.text ?? ''}${m.html ?? ''}`.includes(marker));
      expect(`${mail.subject ?? ''}${mail.text ?? ''}`).toContain('Technical Support');
    });
  });
});
