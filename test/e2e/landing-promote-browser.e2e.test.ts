// Promote (spec 001 Content tab): an admin features a public image and the landing page's showcase
// shows it first, ahead of newer public images.
import { pagePerTest } from '../support/browser';
import { asAdmin, signUp } from '../support/flow';
import { image } from '../support/seed';

jest.setTimeout(150_000);

const FEATURE = `mutation($id: ID!) { adminSetImageFeatured(imageId: $id, featured: true) { id isFeatured } }`;

describe('Promote on the landing page', () => {
  const currentPage = pagePerTest();

  it('shows the image an admin featured first in the showcase; only admins may feature', async () => {
    const seller = await signUp();
    const promoted = await image(seller.client, { prompt: 'A poster of the Good Shepherd', contentType: 'poster' });
    const newer = await image(seller.client, { prompt: 'Flashcards about prayer', contentType: 'flashcards' });
    for (const made of [promoted, newer]) {
      const published = await seller.client.graphql(
        `mutation($id: ID!) { setImageVisibility(id: $id, input: { isPublic: true, isForSale: false }) { id } }`,
        { id: made.id },
      );
      expect(published.errors).toBeUndefined();
    }

    const denied = await seller.client.graphql(FEATURE, { id: promoted.id });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await asAdmin();
    const featured = await admin.graphql<{ adminSetImageFeatured: { id: string; isFeatured: boolean } }>(FEATURE, {
      id: promoted.id,
    });
    expect(featured.data!.adminSetImageFeatured).toEqual({ id: promoted.id, isFeatured: true });

    const page = currentPage();
    await page.goto('/');
    const cards = page.getByTestId('showcase-card');
    // Built-in samples show until the query answers; then the featured image leads, ahead of
    // the newer public image (publicImages alone would put that one first).
    await cards.filter({ hasText: promoted.title }).waitFor();
    expect(await cards.count()).toBe(6);
    expect(await cards.nth(0).getByRole('heading').textContent()).toBe(promoted.title);
  });
});
