import { Topics, createEvent, type UserDeletedV1 } from '@faithcraft/lib';
import { readTopic, testKafka, unique, waitFor } from '../../../test/support/kit';
import { DatabaseMarketplace } from '../src/library/database-marketplace';
import {
  normaliseQuery,
  type FacetCount,
  type MarketplaceFacets,
  type PublicQuery,
} from '../src/library/marketplace-query';
import { rebuildIndex } from '../src/search/rebuild';
import { finishedImage, marketplace, marketplaceUntil, publish, unpublish, type Page, type Who } from './marketplace';
import { contentEnv, dropDatabase, startContentService, user, type Service } from './support';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ids = (page: Page) => page.items.map((i) => i.id);
const sortedFacets = (page: Page) => ({
  categories: [...page.facets.categories].sort((a, b) => a.category.localeCompare(b.category)),
  contentTypes: [...page.facets.contentTypes].sort((a, b) => a.contentType.localeCompare(b.contentType)),
  styles: [...page.facets.styles].sort((a, b) => a.style.localeCompare(b.style)),
});

describe('content: the marketplace served from the OpenSearch index', () => {
  const suffix = unique('search');
  let service: Service;
  let owner: Who;
  let other: Who;
  /** The fixture set: [id, title, category, contentType, style, description, prompt]. */
  const published: Record<string, string> = {};

  const add = async (who: Who, key: string, fields: Parameters<typeof finishedImage>[2]) => {
    const image = await finishedImage(service, who, fields);
    await publish(service, who, image._id);
    published[key] = image._id;
    // Distinct creation times, so "newest first" has one answer in the index and the database alike.
    await sleep(15);
    return image._id;
  };

  beforeAll(async () => {
    service = await startContentService(contentEnv(suffix));
    owner = user();
    other = user();
    await add(owner, 'arkTitle', { title: 'Noah builds the ark', category: 'primary', contentType: 'coloring' });
    await add(owner, 'arkPrompt', {
      title: 'Animals two by two',
      prompt: 'animals walking into the ark in pairs',
      category: 'primary',
      contentType: 'poster',
    });
    await add(other, 'arkDescription', {
      title: 'A rainbow promise',
      description: 'after the flood the ark rests on the mountain',
      category: 'fhe',
      contentType: 'coloring',
      style: 'watercolor',
    });
    await add(other, 'twinOld', {
      title: 'Twin lesson',
      prompt: 'same words',
      category: 'youth',
      contentType: 'worksheet',
    });
    await add(other, 'twinNew', {
      title: 'Twin lesson',
      prompt: 'same words',
      category: 'youth',
      contentType: 'worksheet',
    });
    await add(owner, 'temple', {
      title: 'Temple open house',
      category: 'fhe',
      contentType: 'flashcards',
      style: 'watercolor',
    });
    // Never published: the marketplace must not show it.
    await finishedImage(service, owner, { title: 'Private ark sketch' });
    await marketplaceUntil(service, {}, (p) => p.total === 6, 'all six published images to be indexed');
  });

  afterAll(async () => {
    await service?.stop();
    await dropDatabase(`content_${suffix}`);
  });

  it('lists only published, finished images, newest first, with pages that never overlap', async () => {
    const all = await marketplace(service, { limit: 50 });
    expect(all.total).toBe(6);
    expect(ids(all)).toEqual(
      ['temple', 'twinNew', 'twinOld', 'arkDescription', 'arkPrompt', 'arkTitle'].map((k) => published[k]),
    );
    const first = await marketplace(service, { limit: 4, page: 1 });
    const second = await marketplace(service, { limit: 4, page: 2 });
    expect(first).toMatchObject({ page: 1, hasMore: true, total: 6 });
    expect(second).toMatchObject({ page: 2, hasMore: false, total: 6 });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all));
    // Cards carry what the grid needs, read from the index alone.
    expect(all.items.find((i) => i.id === published['temple'])).toMatchObject({
      title: 'Temple open house',
      category: 'FHE',
      contentType: 'FLASHCARDS',
      style: 'watercolor',
      priceCents: 299,
      ratingAverage: null,
      ratingCount: 0,
      isPurchased: false,
      imageUrl: `/media/images/${published['temple']}.png`,
    });
  });

  it('searches title, description and prompt: title matches first, then newest among equals', async () => {
    const ark = await marketplace(service, { search: '  ark ' });
    expect(ark.total).toBe(3);
    expect(ids(ark)[0]).toBe(published['arkTitle']);
    expect(new Set(ids(ark))).toEqual(
      new Set([published['arkTitle'], published['arkPrompt'], published['arkDescription']]),
    );

    const twins = await marketplace(service, { search: 'twin lesson' });
    expect(ids(twins)).toEqual([published['twinNew'], published['twinOld']]);

    // Every word must match somewhere: a second word narrows the results.
    expect(ids(await marketplace(service, { search: 'ark rainbow' }))).toEqual([published['arkDescription']]);
    expect((await marketplace(service, { search: 'zebra' })).total).toBe(0);
  });

  it('filters by category, content type and style, and counts each facet over the search and the other filters', async () => {
    const primary = await marketplace(service, { category: 'PRIMARY' });
    expect(new Set(ids(primary))).toEqual(new Set([published['arkTitle'], published['arkPrompt']]));
    // The category facet ignores the category filter itself: it shows what picking another would give.
    expect(sortedFacets(primary).categories).toEqual([
      { category: 'FHE', count: 2 },
      { category: 'PRIMARY', count: 2 },
      { category: 'YOUTH', count: 2 },
    ]);
    expect(sortedFacets(primary).contentTypes).toEqual([
      { contentType: 'COLORING', count: 1 },
      { contentType: 'POSTER', count: 1 },
    ]);

    const arkColoring = await marketplace(service, { search: 'ark', contentType: 'COLORING' });
    expect(new Set(ids(arkColoring))).toEqual(new Set([published['arkTitle'], published['arkDescription']]));
    expect(sortedFacets(arkColoring)).toEqual({
      categories: [
        { category: 'FHE', count: 1 },
        { category: 'PRIMARY', count: 1 },
      ],
      // Over the search alone: the three ark images.
      contentTypes: [
        { contentType: 'COLORING', count: 2 },
        { contentType: 'POSTER', count: 1 },
      ],
      styles: [
        { style: 'cartoon-gospel', count: 1 },
        { style: 'watercolor', count: 1 },
      ],
    });

    const watercolor = await marketplace(service, { style: 'watercolor', category: 'FHE' });
    expect(new Set(ids(watercolor))).toEqual(new Set([published['arkDescription'], published['temple']]));
  });

  it('answers filters exactly as the database does (totals, order and facets)', async () => {
    const reference = new DatabaseMarketplace(service.models.images);
    const queries: PublicQuery[] = [
      {},
      { category: 'fhe' },
      { contentType: 'coloring' },
      { style: 'watercolor' },
      { category: 'youth', contentType: 'worksheet' },
      { search: 'temple' },
      { limit: 2, page: 2 },
    ];
    for (const q of queries) {
      const fromIndex = await service.search.index.search(normaliseQuery(q));
      const fromDb = await reference.search(normaliseQuery(q));
      expect({ q, total: fromIndex.total, ids: fromIndex.items.map((i) => i._id), hasMore: fromIndex.hasMore }).toEqual(
        {
          q,
          total: fromDb.total,
          ids: fromDb.items.map((i) => i._id),
          hasMore: fromDb.hasMore,
        },
      );
      const norm = (f: MarketplaceFacets) =>
        Object.fromEntries(
          Object.entries(f).map(([k, v]: [string, FacetCount[]]) => [
            k,
            [...v].sort((a, b) => a.value.localeCompare(b.value)),
          ]),
        );
      expect(norm(fromIndex.facets)).toEqual(norm(fromDb.facets));
    }
  });

  it('writes are idempotent by the image version: an older state never replaces a newer one', async () => {
    const { index, versions, indexer } = service.search;
    const id = published['temple']!;
    const current = (await versions.byId(id))!;
    // The same version again, or an older one, changes nothing.
    expect(await index.put(current.image, current.version)).toBe('stale');
    expect(await index.put({ ...current.image, title: 'Old title' }, current.version - 1)).toBe('stale');
    expect(await index.remove(id, current.version - 1)).toBe('stale');
    expect(await indexer.sync(id)).toBe('stale');
    await index.refresh();
    expect((await marketplace(service, { search: 'temple' })).items.map((i) => i.title)).toEqual(['Temple open house']);
  });

  it('a write that answers once searchable still does when an event already wrote the same version', async () => {
    const { index, versions, indexer } = service.search;
    const id = published['temple']!;
    await service.models.images.update(id, () => ({ update: { $set: { description: 'Zarahemla open house' } } }));
    const changed = (await versions.byId(id))!;
    // The image's event reached the consumer first: its write is in, not yet searchable (refresh 1 s).
    expect(await index.put(changed.image, changed.version)).toBe('written');
    // The owner's mutation then syncs the same version: stale, and answers only once searchable.
    await indexer.syncNow(id);
    expect(ids(await marketplace(service, { search: 'zarahemla' }))).toEqual([id]);
  });

  it('removes an unpublished image and every image of a deleted account', async () => {
    const gone = await (async () => {
      const image = await finishedImage(service, other, { title: 'Fleeting parable', category: 'seminary' });
      await publish(service, other, image._id);
      return image._id;
    })();
    await marketplaceUntil(
      service,
      { search: 'fleeting' },
      (p) => ids(p).includes(gone),
      'the new image to be findable',
    );
    await unpublish(service, other, gone);
    await marketplaceUntil(service, { search: 'fleeting' }, (p) => p.total === 0, 'the unpublished image to be gone');

    const leaving = user();
    const image = await finishedImage(service, leaving, { title: 'Departing pioneer trek' });
    await publish(service, leaving, image._id);
    await marketplaceUntil(service, { search: 'pioneer' }, (p) => p.total === 1, 'the leaving user image indexed');
    const deleted: UserDeletedV1 = createEvent({
      source: '/faithcraft/users',
      type: 'UserDeleted.v1',
      subject: leaving.userId,
      data: { userId: leaving.userId, deletedAt: new Date().toISOString() },
    });
    const producer = testKafka().producer();
    await producer.connect();
    await producer.send({ topic: Topics.users, messages: [{ key: deleted.subject, value: JSON.stringify(deleted) }] });
    await producer.disconnect();
    // A new consumer group replays the whole users topic first (every account deleted by earlier runs).
    await marketplaceUntil(
      service,
      { search: 'pioneer' },
      (p) => p.total === 0,
      "the deleted account's image gone",
      100_000,
    );
    expect(await service.models.images.exists({ ownerId: leaving.userId })).toBe(false);
    expect((await marketplace(service, {})).total).toBe(6);
  });

  it('records each search with its result count as MarketplaceSearched.v1', async () => {
    const term = `noah ${unique('q').replace(/_/g, '')}`;
    await marketplace(service, { search: `  ${term} `, category: 'PRIMARY' }, owner);
    await marketplace(service, { search: 'ark' }, null);
    const found = await waitFor(
      async () => {
        const messages = await readTopic(Topics.content, (m) => String(m.value).includes(term));
        return messages.length ? messages : undefined;
      },
      30_000,
      'the MarketplaceSearched event',
    );
    expect(found).toHaveLength(1);
    const event = JSON.parse(String(found[0]!.value)) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: 'MarketplaceSearched.v1',
      data: { term, category: 'primary', contentType: null, style: null, resultCount: 0, userId: owner.userId },
    });
  });

  it('a rebuild from the database gives the same results, also into an empty index', async () => {
    const { index, versions, indexer } = service.search;
    const queries = [{}, { search: 'ark' }, { category: 'FHE' }, { search: 'twin lesson', contentType: 'WORKSHEET' }];
    const before = await Promise.all(queries.map((q) => marketplace(service, q)));

    // The index lost everything (a new cluster, a mapping bump): start-up sees it behind.
    await index.recreate();
    expect(await index.count()).toBe(0);
    const progress: number[] = [];
    const result = await rebuildIndex({
      index,
      versions,
      indexer,
      log: { info: () => undefined } as never,
      progress: (p) => progress.push(p.done),
    });
    expect(result).toMatchObject({ listed: 6, written: 6, current: 0, removed: 0 });
    expect(progress.at(-1)).toBe(6);
    const after = await Promise.all(queries.map((q) => marketplace(service, q)));
    expect(after).toEqual(before);

    // Run again over a complete index: nothing to write.
    expect(await rebuildIndex({ index, versions, indexer, log: { info: () => undefined } as never })).toMatchObject({
      written: 0,
      current: 6,
    });
  });
});
