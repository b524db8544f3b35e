// Promote (spec 001 Content tab): admins feature public images for the landing page's showcase.
import { randomUUID } from 'node:crypto';
import { unique } from '../../../test/support/kit';
import {
  caller,
  contentEnv,
  dropDatabase,
  startAllowanceServer,
  startContentService,
  user,
  type Service,
} from './support';

jest.setTimeout(90_000);

const FEATURE = `mutation($id: ID!, $on: Boolean!) { adminSetImageFeatured(imageId: $id, featured: $on) { id isFeatured } }`;
const FEATURED = `query($n: Int) { featuredImages(limit: $n) { id title isFeatured } }`;

describe('featured images (Promote)', () => {
  const suffix = unique('featured');
  let service: Service;
  let allowance: Awaited<ReturnType<typeof startAllowanceServer>>;
  const admin = user('admin');
  const owner = user();

  beforeAll(async () => {
    allowance = await startAllowanceServer();
    service = await startContentService(contentEnv(suffix, { USERS_INTERNAL_URL: allowance.url }));
  });
  afterAll(async () => {
    await service?.stop();
    await allowance?.close();
    await dropDatabase(`content_${suffix}`);
  });

  const seed = async (title: string, fields: Record<string, unknown> = {}) => {
    const _id = randomUUID();
    await service.models.images.create({
      _id,
      ownerId: owner.userId,
      title,
      category: 'fhe',
      style: 'cartoon-gospel',
      contentType: 'poster',
      prompt: title,
      status: 'completed',
      isPublic: true,
      storageKey: `images/${_id}.png`,
      requestedAt: new Date(),
      ...fields,
    });
    return _id;
  };
  const feature = (as: ReturnType<typeof user>, id: string, on = true) =>
    caller(service, as).graphql<{ adminSetImageFeatured: { id: string; isFeatured: boolean } }>(FEATURE, { id, on });
  const featured = async (n?: number) =>
    (await caller(service, null).graphql<{ featuredImages: { id: string; title: string }[] }>(FEATURED, { n })).data!
      .featuredImages;

  it('lists the public images admins featured, the latest promoted first, to anyone', async () => {
    const first = await seed('First promoted');
    const second = await seed('Second promoted');
    await seed('Never promoted');
    expect(await featured()).toEqual([]);

    expect((await feature(admin, first)).data!.adminSetImageFeatured).toEqual({ id: first, isFeatured: true });
    await new Promise((r) => setTimeout(r, 5));
    await feature(admin, second);
    expect((await featured()).map((i) => i.title)).toEqual(['Second promoted', 'First promoted']);
    expect((await featured(1)).map((i) => i.id)).toEqual([second]);

    // Promoting again moves it to the front; withdrawing takes it off.
    await new Promise((r) => setTimeout(r, 5));
    await feature(admin, first);
    expect((await featured()).map((i) => i.id)).toEqual([first, second]);
    expect((await feature(admin, second, false)).data!.adminSetImageFeatured.isFeatured).toBe(false);
    expect((await featured()).map((i) => i.id)).toEqual([first]);
  });

  it('refuses non-admins and private or unfinished images, changing nothing', async () => {
    const open = await seed('Open image');
    const denied = await feature(owner, open);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const hidden = await seed('Private image', { isPublic: false });
    const pending = await seed('Pending image', { status: 'pending', storageKey: null });
    for (const id of [hidden, pending]) {
      const refused = await feature(admin, id);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Only public images can be featured',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const missing = await feature(admin, randomUUID());
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await featured(24)).map((i) => i.title)).not.toEqual(
      expect.arrayContaining(['Open image', 'Private image', 'Pending image']),
    );
    expect((await service.models.images.findById(hidden))!.featured).toBe(false);
  });

  it('drops an image from the showcase when its owner unpublishes it', async () => {
    const id = await seed('Soon private');
    await feature(admin, id);
    expect((await featured(24)).map((i) => i.id)).toContain(id);
    const res = await caller(service, owner).graphql(
      `mutation($id: ID!) { setImageVisibility(id: $id, input: { isPublic: false, isForSale: false }) { id } }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    expect((await featured(24)).map((i) => i.id)).not.toContain(id);
    const after = await service.models.images.findById(id);
    expect([after!.featured, after!.featuredAt]).toEqual([false, null]);
  });
});
