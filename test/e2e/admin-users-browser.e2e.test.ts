import type { Locator, Page } from 'playwright-core';
import { pagePerTest, toastText } from '../support/browser';
import { signUp, type SignedInUser } from '../support/flow';
import { productSettings } from '../support/settings';

// The Users tab and every action of the manage-user dialog (spec 001 §2, §4, §5, §8) against the
// real users service: each shows its toast, the dialog closes where the spec says, the list follows.
const { email: adminEmail, password: adminPassword } = productSettings().admin;

describe('managing a user in the admin console', () => {
  const currentPage = pagePerTest({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  let member: SignedInUser;
  beforeEach(async () => {
    page = currentPage();
    member = await signUp();
    const res = await page.request.post('/api/auth/signin', { data: { email: adminEmail, password: adminPassword } });
    expect(res.status()).toBe(200);
  });

  /** The member's row in the Users tab (found with the search box). */
  async function memberRow(): Promise<Locator> {
    await page.goto('/admin/?tab=users');
    await page.getByLabel('Search users').fill(member.email);
    const row = page.getByTestId('user-row').filter({ hasText: member.email });
    await row.waitFor();
    return row;
  }

  async function openDialog(): Promise<Locator> {
    await (await memberRow()).getByRole('button', { name: `Manage ${member.email}` }).click();
    const dialog = page.getByTestId('manage-user-dialog');
    await dialog.waitFor();
    return dialog;
  }

  async function choose(dialog: Locator, label: string, option: string) {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it('lists the user with email, role, subscription, revenue and joined date', async () => {
    const row = await memberRow();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 4)).toEqual([member.email, 'user', 'inactive', '$0.00']);
    expect(cells[4]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('shows the details in a dialog of at most 80 % of the viewport and changes the subscription', async () => {
    const dialog = await openDialog();
    const details = await dialog.getByTestId('user-details').innerText();
    expect(details).toContain(member.id);
    expect(details).toMatch(/Role\s+user/i);
    expect(details).toMatch(/Status\s+inactive/i);
    expect(details).toMatch(/Created\s+[A-Z][a-z]{2} \d{1,2}, \d{4}/i);
    const maxHeight = await dialog.evaluate(
      (el) =>
        (el.ownerDocument.defaultView as { getComputedStyle(e: unknown): { maxHeight: string } }).getComputedStyle(el)
          .maxHeight,
    );
    expect(maxHeight).toBe(`${900 * 0.8}px`);

    await choose(dialog, 'Subscription', 'active');
    await toastText(page, 'Subscription status updated successfully').waitFor();
    await dialog.getByTestId('detail-status').getByText('active', { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    // The list follows.
    await page.getByTestId('user-row').filter({ hasText: member.email }).getByText('active', { exact: true }).waitFor();
  });

  it('adds 1–1000 credits with Add disabled at 0 or less, and clears the input after', async () => {
    const dialog = await openDialog();
    const credits = dialog.getByLabel('Credits to add');
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    expect(await credits.inputValue()).toBe('0');
    expect(await add.isDisabled()).toBe(true);
    await credits.fill('-3');
    expect(await add.isDisabled()).toBe(true);
    await credits.fill('1001');
    expect(await add.isDisabled()).toBe(true);
    expect(await dialog.getByTestId('field-error').innerText()).toContain(
      'Credits must be a whole number from 0 to 1000',
    );
    await credits.fill('10');
    await add.click();
    await toastText(page, 'Added 10 generation credits').waitFor();
    expect(await credits.inputValue()).toBe('0');
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByTestId('generations-available').getByText('15 of 15 free generations available').waitFor();
    expect(await dialog.getByLabel('Generations limit').inputValue()).toBe('15');
  });

  it('updates used and limit with the number rules, refuses used above limit with the server message, and closes after', async () => {
    let dialog = await openDialog();
    const used = dialog.getByLabel('Generations used');
    const limit = dialog.getByLabel('Generations limit');
    // Non-numeric: used becomes 0, limit becomes 5 (spec 001 §5).
    await used.fill('');
    await used.blur();
    expect(await used.inputValue()).toBe('0');
    await limit.fill('');
    await limit.blur();
    expect(await limit.inputValue()).toBe('5');

    await used.fill('9');
    await limit.fill('7');
    await dialog.getByRole('button', { name: 'Update Limits' }).click();
    await toastText(page, 'Generations used cannot be more than the generations limit').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await used.fill('3');
    await dialog.getByRole('button', { name: 'Update Limits' }).click();
    await toastText(page, 'User generations updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    dialog = await openDialog();
    expect(await dialog.getByTestId('generations-available').innerText()).toContain(
      '4 of 7 free generations available (3 used)',
    );
    await dialog.getByRole('button', { name: 'Reset Used' }).click();
    await toastText(page, 'User generations reset successfully').waitFor();
    await dialog.getByTestId('generations-available').getByText('7 of 7 free generations available (0 used)').waitFor();
    expect(await dialog.getByLabel('Generations used').inputValue()).toBe('0');
  });

  it('changes the role, closing the dialog and refreshing the list', async () => {
    const dialog = await openDialog();
    await choose(dialog, 'Role', 'subscriber');
    await toastText(page, 'User role updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByTestId('user-row')
      .filter({ hasText: member.email })
      .getByText('subscriber', { exact: true })
      .waitFor();
  });

  it('deletes the account after the spec confirmation and removes it from the list', async () => {
    const dialog = await openDialog();
    expect(await dialog.getByRole('heading', { name: 'Danger Zone' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete User Account' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(
      'Are you sure you want to delete this user account? This action cannot be undone.',
    );
    // Cancel keeps everything.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Delete User Account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toastText(page, 'User account deleted successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('user-row').filter({ hasText: member.email }).waitFor({ state: 'detached' });
    const signIn = await member.client.request('POST', '/api/auth/signin', {
      email: member.email,
      password: member.password,
    });
    expect(signIn.status).not.toBe(200);
  });
});
